import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { openPusherConnection } from '../mocks/handlers/pusher';
import { PUSHER_KEY } from '../mocks/pusher-hub';

/** pusher-js connects to `ws://<host>:<port>/app/<key>?protocol=7&…`. */
export const PUSHER_PATH = `/app/${PUSHER_KEY}`;

const refuse = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * The sandbox's Pusher protocol on a real WebSocket server, on the HTTP server's own port: each socket
 * is one connection of the hub (`openPusherConnection`, the same code the in-page MSW link runs), so
 * channel signatures, encryption, fault switches and pushes are the sandbox's own.
 */
export function attachPusherSockets(server: Server) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  sockets.on('connection', (socket) => {
    const connection = openPusherConnection({
      send: (data) => socket.send(data),
      close: (code, reason) => socket.close(code, reason),
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary) connection.receive(String(data));
    });
    socket.on('close', () => connection.closed());
    socket.on('error', () => socket.terminate());
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname !== PUSHER_PATH) return refuse(socket, '404 Not Found');
    // A page of another site may open a socket to this machine: only the app's own pages connect.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return refuse(socket, '403 Forbidden');
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
    },
  };
}
