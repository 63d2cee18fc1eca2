/**
 * For component tests: the server's end of the realtime client's WebSocket, in memory, speaking
 * Centrifuge's JSON protocol. It answers connect and subscribe, and publishes or goes away when the
 * test says. `FakeGatewaySocket.install()` puts it in place of the browser's WebSocket.
 */
import type { WsConnectionData } from "@reelhouse/contract";
import { vi } from "vitest";

type Command = { id: number; connect?: { token: string }; subscribe?: { channel: string; token: string } };

export class FakeGatewaySocket {
  static sockets: FakeGatewaySocket[] = [];

  /** Stands in for `WebSocket` until the test's globals are unstubbed. */
  static install(): void {
    FakeGatewaySocket.sockets = [];
    vi.stubGlobal("WebSocket", FakeGatewaySocket);
  }

  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly commands: Command[] = [];

  constructor(readonly url: string) {
    FakeGatewaySocket.sockets.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }

  send(frame: string): void {
    for (const line of frame.split("\n").filter(Boolean)) {
      const command = JSON.parse(line) as Command;
      this.commands.push(command);
      if (command.connect) {
        this.reply({ id: command.id, connect: { client: "c1", version: "fake", ping: 25, pong: true } });
      }
      if (command.subscribe) this.reply({ id: command.id, subscribe: {} });
    }
  }

  publish(channel: string, data: unknown): void {
    this.reply({ push: { channel, pub: { data } } });
  }

  /** The server is gone: the connection drops without a close handshake. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: "" });
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code: 1000, reason: "" }));
  }

  private reply(reply: unknown): void {
    setTimeout(() => {
      if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(reply) });
    });
  }
}

export const latestSocket = () => FakeGatewaySocket.sockets.at(-1) as FakeGatewaySocket;

/** A player's `wsConnectionData`: the built-in gateway, their channel and the broadcast. */
export const testConnection: WsConnectionData = {
  url: "/connection/websocket",
  connectionToken: "connection-token",
  connections: [
    { channelName: "player:p1", token: "player-token" },
    { channelName: "broadcast", token: "broadcast-token" },
  ],
};
