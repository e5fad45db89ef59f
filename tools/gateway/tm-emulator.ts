import net from 'node:net';
import {
  CRLF,
  encodeSaleAnswer,
  ETX,
  expectedAnswer,
  HOT_KEYS_PER_COMMAND,
  parsePlu,
  parseSpecialInfo,
  type TmPlu,
  type TmSale,
} from './tm-codec';

export type EmulatorOptions = {
  /** PLU records it holds before its memory is full. */
  capacity?: number;
  /** Milliseconds before each answer. */
  answerDelayMs?: number;
  /** Cut the connection after this many commands (once), as a flaky shop network does. */
  dropAfter?: number;
};

/**
 * A TM label scale on the LAN, for tests and the simulator: the gateway's command table over TCP,
 * one client at a time, keeping PLUs, keys, labels, the clock and a sales log. Switches make it
 * slow, cut connections, or run out of memory (a full scale stays silent on a new PLU).
 */
export class TmScaleEmulator {
  readonly plus = new Map<number, TmPlu>();
  /** Special-information slot → text. */
  readonly specialInfo = new Map<number, string>();
  readonly hotKeys: number[] = Array.from({ length: HOT_KEYS_PER_COMMAND * 2 }, () => 0);
  readonly labels = new Map<number, string[]>();
  readonly received: string[] = [];
  sales: TmSale[] = [];
  clock: string | null = null;
  private server: net.Server | null = null;
  private commandsSeen = 0;

  constructor(private options: EmulatorOptions = {}) {}

  set(options: EmulatorOptions) {
    this.options = { ...this.options, ...options };
    this.commandsSeen = 0;
  }

  async start(port = 0): Promise<number> {
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A sale rung up at the scale: the next record number. */
  addSale(sale: Omit<TmSale, 'record'>): TmSale {
    const stored = { ...sale, record: this.sales.length + 1 };
    this.sales.push(stored);
    return stored;
  }

  private serve(socket: net.Socket) {
    let buffer = '';
    socket.setEncoding('latin1');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf(CRLF);
      while (end >= 0) {
        const command = buffer.slice(0, end);
        buffer = buffer.slice(end + CRLF.length);
        this.commandsSeen += 1;
        if (this.options.dropAfter !== undefined && this.commandsSeen > this.options.dropAfter) {
          this.options.dropAfter = undefined;
          socket.destroy();
          return;
        }
        const answer = this.answer(command);
        if (answer !== null) {
          setTimeout(() => socket.write(answer, 'latin1'), this.options.answerDelayMs ?? 0);
        }
        end = buffer.indexOf(CRLF);
      }
    });
  }

  /** Applies a command and says its answer; null when the scale stays silent. */
  answer(command: string): string | null {
    this.received.push(command);
    const ack = `${expectedAnswer(command)}${CRLF}${ETX}`;
    switch (command.charAt(2)) {
      case 'V': {
        const plu = parsePlu(command);
        if (!this.plus.has(plu.plu) && this.plus.size >= (this.options.capacity ?? 4000)) {
          return null;
        }
        this.plus.set(plu.plu, plu);
        return `${expectedAnswer(command)}${String(plu.item_code).padStart(7, '0')[0]}${CRLF}${ETX}`;
      }
      case 'L': {
        const group = Number(command.slice(3, 5));
        const keys = command.slice(6, 6 + HOT_KEYS_PER_COMMAND * 4);
        for (let i = 0; i < HOT_KEYS_PER_COMMAND; i += 1) {
          this.hotKeys[group * HOT_KEYS_PER_COMMAND + i] = Number(keys.slice(i * 4, i * 4 + 4));
        }
        return ack;
      }
      case 'T':
      case 'R':
      case 'Z': {
        const number = Number(command.slice(3, 5));
        this.labels.set(number, [
          ...(this.labels.get(number) ?? []).filter((c) => c[2] !== command[2] || command[2] === 'Z'),
          command,
        ]);
        return ack;
      }
      case 'X': {
        const { slot, text } = parseSpecialInfo(command);
        this.specialInfo.set(slot, text);
        return ack;
      }
      case 'P':
        this.clock = command.slice(3, 13);
        return ack;
      case 'J': {
        const record = Number(command.slice(3, 7));
        const sale = this.sales.find((s) => s.record === record);
        return sale ? encodeSaleAnswer(sale) : `0j${command.slice(3, 7)}ac${CRLF}${ETX}`;
      }
      case 'H':
        this.sales = [];
        return ack;
      case 'I':
        this.plus.clear();
        return ack;
      default:
        return ack;
    }
  }
}
