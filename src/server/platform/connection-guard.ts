import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionGuardOptions {
  /** Simultaneous connections per peer address; 0 for no cap. */
  maxPerIp: number;
  /** The slowest a request body may arrive, in bytes per second; 0 for no floor. */
  minBodyBytesPerSec: number;
  /** How long the body rate is averaged over: a pause shorter than this never cuts an upload. */
  bodyWindowMs: number;
}

/**
 * Keeps slow or piled-up connections from holding the server's file descriptors: one peer address
 * may hold only so many connections, and a request body must keep arriving at a minimum rate. A
 * phone uploading a large video over a poor link stays far above the floor; a body trickled a byte
 * at a time does not. The peer is the socket's address: forwarded headers are not read here, since
 * at this level nothing has vouched for them.
 */
export function guardConnections(server: Server, opts: ConnectionGuardOptions): void {
  if (opts.maxPerIp > 0) capPerPeer(server, opts.maxPerIp);
  if (opts.minBodyBytesPerSec > 0) enforceBodyRate(server, opts.minBodyBytesPerSec, opts.bodyWindowMs);
}

function capPerPeer(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}

/** Whether the request announced a body: without a length or a chunked encoding it has none. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function enforceBodyRate(server: Server, minBytesPerSec: number, windowMs: number): void {
  const needed = (minBytesPerSec * windowMs) / 1000;
  server.on('request', (req: IncomingMessage) => {
    // A request without a body is complete once its headers are in. Watching it anyway kept every
    // request and its socket reachable for a whole window: 30 s of a busy server's traffic.
    if (req.complete || !hasBody(req)) return;
    const socket = req.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const read = socket.bytesRead;
      // Bytes already waiting for the handler mean the server is the slow side, not the client.
      if (read - seen < needed && req.readableLength === 0) {
        clearInterval(timer);
        socket.destroy();
        return;
      }
      seen = read;
    }, windowMs);
    timer.unref();
    // Nor is a body watched past its last byte, or past the request's end.
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
  });
}
