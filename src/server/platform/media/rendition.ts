/** One stored size of a picture (or of a video's poster); its own module so image and media need not import each other. */
export interface Rendition {
  width: number;
  height: number;
  key: string;
}
