/*
 * While the server renders a page's first screen, the page's GET calls go to the server's own routes
 * (with the member's cookie) instead of the network: src/client/entry-server.tsx installs the function.
 * In the browser it is never set.
 */

export interface ServerAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

export type ServerGet = (url: string) => Promise<ServerAnswer>;

let serverGet: ServerGet | undefined;

export function setServerGet(get: ServerGet | undefined): void {
  serverGet = get;
}

export function getServerGet(): ServerGet | undefined {
  return serverGet;
}
