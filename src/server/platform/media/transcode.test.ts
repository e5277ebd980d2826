import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkDuration, formatDurationLimit, isWebReady, transcodeArgs } from './transcode';
import type { VideoProbe } from './video';

const phone: VideoProbe = {
  durationMs: 20_000,
  width: 1080,
  height: 1920,
  codec: 'h264',
  hasAudio: true,
  pixelFormat: 'yuv420p',
  audioCodec: 'aac',
  bitRate: 8_000_000,
};

describe('isWebReady', () => {
  it('keeps H.264 8-bit 4:2:0 with AAC up to 1080p and 10 Mbit/s as it is', () => {
    expect(isWebReady(phone)).toBe(true);
    expect(isWebReady({ ...phone, hasAudio: false, audioCodec: undefined })).toBe(true);
  });

  it('re-encodes what some browser would not play or what is too heavy', () => {
    expect(isWebReady({ ...phone, codec: 'hevc' })).toBe(false);
    expect(isWebReady({ ...phone, pixelFormat: 'yuv420p10le' })).toBe(false);
    expect(isWebReady({ ...phone, audioCodec: 'mp3' })).toBe(false);
    expect(isWebReady({ ...phone, width: 2160, height: 3840 })).toBe(false);
    expect(isWebReady({ ...phone, bitRate: 40_000_000 })).toBe(false);
  });
});

describe('transcodeArgs', () => {
  it('makes fast-start H.264/AAC MP4 no bigger than 720p, on either side', () => {
    const portrait = transcodeArgs('in', 'out.mp4', phone).join(' ');
    expect(portrait).toContain("scale=-2:'min(1280,ih)'");
    expect(portrait).toContain('-c:v libx264');
    expect(portrait).toContain('-c:a aac');
    expect(portrait).toContain('-movflags +faststart');
    expect(portrait).toContain('-map_metadata -1');
    expect(transcodeArgs('in', 'out.mp4', { ...phone, width: 1920, height: 1080 }).join(' ')).toContain(
      "scale='min(1280,iw)':-2",
    );
  });
});

describe('duration limits', () => {
  it('reads a limit the way the refusal says it', () => {
    expect(formatDurationLimit(90_000)).toBe('90 segundos');
    expect(formatDurationLimit(60 * 60_000)).toBe('60 minutos');
  });

  it('refuses past the limit and lets an unknown duration through to be checked after processing', () => {
    expect(() => checkDuration(90_000, { maxDurationMs: 90_000 })).not.toThrow();
    expect(() => checkDuration(null, { maxDurationMs: 90_000 })).not.toThrow();
    try {
      checkDuration(120_000, { maxDurationMs: 90_000 });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(422);
      expect((err as AppError).message).toBe('Este vídeo é longo demais: o limite é de 90 segundos.');
    }
  });
});
