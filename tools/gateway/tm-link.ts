import net from 'node:net';
import { CRLF, ETX, expectedAnswer } from './tm-codec';

/** A scale that did not answer in time, or cut the connection. */
export class TmLinkError extends Error {}

/**
 * The TCP connection to one TM scale: one command in flight, its answer awaited (up to the
 * timeout) and checked against what the command must be answered with.
 */
export class TmLink {
  private socket: net.Socket | null = null;
  private buffer = '';
  private waiting: { resolve: (answer: string) => void; reject: (error: Error) => void } | null = null;

  constructor(
    readonly host: string,
    readonly port: number,
    private readonly timeoutMs = 3000,
  ) {}

  private async connect(): Promise<net.Socket> {
    if (this.socket && !this.socket.destroyed) {
      return this.socket;
    }
    const socket = net.connect({ host: this.host, port: this.port });
    socket.setEncoding('latin1');
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new TmLinkError(`no connection to ${this.host}:${this.port}`));
      }, this.timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(new TmLinkError(`no connection to ${this.host}:${this.port}: ${error.message}`));
      });
    });
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      const end = this.buffer.indexOf(ETX);
      if (end >= 0 && this.waiting) {
        const answer = this.buffer.slice(0, end).replace(CRLF, '');
        this.buffer = this.buffer.slice(end + 1);
        this.waiting.resolve(answer);
      }
    });
    socket.on('close', () => this.waiting?.reject(new TmLinkError('the scale closed the connection')));
    socket.on('error', () => socket.destroy());
    this.socket = socket;
    this.buffer = '';
    return socket;
  }

  /** Sends one command and resolves with the scale's answer (without CR LF and ETX). */
  async send(command: string): Promise<string> {
    const socket = await this.connect();
    const answer = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        socket.destroy();
        reject(new TmLinkError(`no answer to ${command.slice(0, 7)} in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting = {
        resolve: (text) => {
          clearTimeout(timer);
          this.waiting = null;
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          this.waiting = null;
          reject(error);
        },
      };
      socket.write(command, 'latin1');
    });
    const expected = expectedAnswer(command);
    if (!answer.startsWith(expected)) {
      throw new TmLinkError(`answer ${JSON.stringify(answer)} to ${command.slice(0, 7)}, expected ${expected}`);
    }
    return answer;
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}
