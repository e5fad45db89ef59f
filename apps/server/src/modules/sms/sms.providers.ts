import fs from 'node:fs';
import path from 'node:path';

export type SmsMessage = { phone_number: string; code: string; sent_at: string };

/** Delivers verification codes; the outbox for development, an HTTP gateway in production. */
export type SmsSender = {
  kind: 'outbox' | 'http';
  send(phoneNumber: string, code: string, now: Date): Promise<void>;
  /** The newest messages, newest first; only the outbox can answer. */
  recent?(limit: number): Promise<SmsMessage[]>;
};

/**
 * Development and demo delivery: one JSON line per message in DATA_DIR/sms-outbox.log, which
 * administrators read in the console (and the browser tests read to sign in by SMS).
 */
export function outboxSender(file: string): SmsSender {
  return {
    kind: 'outbox',
    async send(phoneNumber, code, now) {
      const line: SmsMessage = { phone_number: phoneNumber, code, sent_at: now.toISOString() };
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
    },
    async recent(limit) {
      let text: string;
      try {
        text = await fs.promises.readFile(file, 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter(Boolean)
        .slice(-limit)
        .reverse()
        .map((line) => JSON.parse(line) as SmsMessage);
    },
  };
}

export type HttpSmsOptions = { url: string; apiKey: string; template: string; signName: string; timeoutMs?: number };

/**
 * A mainstream SMS gateway's request shape: POST JSON {PhoneNumbers, SignName, TemplateCode,
 * TemplateParam: "{\"code\":\"1234\"}"} with the key in the Authorization header; the gateway
 * answers {Code: "OK"} on success.
 */
export function httpSender(options: HttpSmsOptions): SmsSender {
  return {
    kind: 'http',
    async send(phoneNumber, code) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `APPCODE ${options.apiKey}` },
        body: JSON.stringify({
          PhoneNumbers: phoneNumber,
          SignName: options.signName,
          TemplateCode: options.template,
          TemplateParam: JSON.stringify({ code }),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const body = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
      if (!response.ok || body?.Code !== 'OK') {
        throw new Error(
          `SMS gateway refused the message: HTTP ${response.status} ${body?.Code ?? ''} ${body?.Message ?? ''}`.trim(),
        );
      }
    },
  };
}
