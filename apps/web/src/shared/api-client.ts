import { LOGIN_INVALID_CODE as LOGIN_INVALID, SUCCESS_CODE } from '@tm/contracts';
import { createElement } from 'react';
import { appConfig } from './config';
import { present, type Presenter } from './feedback';
import { currentLanguage, i18next } from './i18n';
import { clearSession, forgetStoredLogin, getSession, rememberLocation } from './session';

/**
 * A failed call: the server's code and message, per-field messages for forms, and the failure's
 * whole `data` for the callers that read more of it (the goods short of stock of a refused post).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Raised after the client already told the user (network down, login expired, bad response). */
export class HandledApiError extends ApiError {}

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions = {
  query?: Query | undefined;
  body?: unknown;
  skipToken?: boolean;
  headers?: Record<string, string>;
};

const t = (key: string) => i18next.t(key, { ns: 'common' });

function toQueryString(query: Query | undefined): string {
  if (!query) {
    return '';
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let loginDialogOpen = false;

/** ERCO000001: forget the login, say so, and go to sign-in; come back here afterwards. */
function handleLoginInvalid(): void {
  // The stored login goes at once; the page stays behind the dialog until the user reads it.
  forgetStoredLogin();
  rememberLocation(window.location.pathname + window.location.search);
  if (loginDialogOpen) {
    return;
  }
  loginDialogOpen = present((presenter) => {
    presenter.modal.error({
      title: t('loginErrorTitle'),
      content: t('loginErrorText'),
      okText: t('ok'),
      onOk: () => {
        loginDialogOpen = false;
        clearSession();
        presenter.navigate('/sign/login');
      },
    });
  });
  if (!loginDialogOpen) {
    clearSession();
  }
}

function showDialog(titleKey: string, textKey: string, then?: (presenter: Presenter) => void): void {
  present((presenter) => {
    presenter.modal.error({
      title: t(titleKey),
      content: t(textKey),
      okText: t('ok'),
      ...(then ? { onOk: () => then(presenter) } : {}),
    });
  });
}

type Envelope = { code: unknown; msg?: unknown; data?: unknown };

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return value !== null && typeof value === 'object' && 'code' in value ? value : null;
  } catch {
    return null;
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    'accept-language': currentLanguage() === 'en' ? 'en' : 'zh-CN',
    ...options.headers,
  };
  const session = getSession();
  if (session && !options.skipToken) {
    headers.authorization = `Basic ${btoa(`${session.token}:`)}`;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${appConfig.apiBase}${path}${toQueryString(options.query)}`, { method, headers, body });
  } catch {
    showDialog('requestFailedTitle', 'requestFailedText');
    throw new HandledApiError('NETWORK', t('requestFailedText'), 0);
  }

  return dataOf<T>(response.status, await response.text(), options.skipToken === true);
}

/** The data of an answer's envelope, or the failure it says, thrown (dialogs for the cases of spec §8). */
function dataOf<T>(status: number, text: string, skipToken: boolean): T {
  const envelope = parseEnvelope(text);
  if (!envelope) {
    // Empty or non-JSON answers (a proxy's error page, say) are abnormal data (spec §8).
    showDialog('responseAbnormalTitle', 'responseAbnormalText', (presenter) => presenter.navigate('/sign/login'));
    throw new HandledApiError('ABNORMAL_RESPONSE', t('responseAbnormalText'), status);
  }
  if (envelope.code === SUCCESS_CODE) {
    return envelope.data as T;
  }

  const code = String(envelope.code);
  const message = typeof envelope.msg === 'string' ? envelope.msg : code;
  if (code === LOGIN_INVALID && !skipToken) {
    handleLoginInvalid();
    throw new HandledApiError(code, message, status);
  }
  const data = envelope.data as { fields?: Record<string, string> } | null;
  throw new ApiError(code, message, status, data?.fields ?? {}, envelope.data ?? undefined);
}

/** How far an upload has gone: bytes sent of the request's total. */
export type UploadProgress = { loaded: number; total: number };

/**
 * A multipart POST that reports its progress, for large files: fetch cannot tell how much of a
 * request body has been sent, XMLHttpRequest can. Same headers, envelope and dialogs as `request`;
 * `signal` aborts it (rejecting with an AbortError).
 */
function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${appConfig.apiBase}${path}`);
    xhr.setRequestHeader('accept-language', currentLanguage() === 'en' ? 'en' : 'zh-CN');
    const session = getSession();
    if (session) {
      xhr.setRequestHeader('authorization', `Basic ${btoa(`${session.token}:`)}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress({ loaded: event.loaded, total: event.total });
      }
    };
    xhr.onload = () => {
      try {
        resolve(dataOf<T>(xhr.status, xhr.responseText, false));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      showDialog('requestFailedTitle', 'requestFailedText');
      reject(new HandledApiError('NETWORK', t('requestFailedText'), 0));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The file name a download's `Content-Disposition` gives, UTF-8 form first. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8?.[1]) {
    return decodeURIComponent(utf8[1]);
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** What has arrived of a download so far: its bytes, and its lines (rows of a CSV). */
export type DownloadProgress = { bytes: number; lines: number };

/** Reads a body to the end, telling `onProgress` what has arrived after each chunk. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  if (!response.body) {
    return response.blob();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress = { bytes: 0, lines: 0 };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      break;
    }
    chunks.push(value);
    progress.bytes += value.length;
    for (const byte of value) {
      if (byte === 10) {
        progress.lines += 1;
      }
    }
    onProgress({ ...progress });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? undefined });
}

/**
 * Fetches a file the API streams (an export, a template, a report) with the caller's token and
 * saves it under the server's file name; `onProgress` hears what has arrived as it comes. A refusal
 * comes back as JSON and is thrown as usual.
 */
async function download(path: string, query?: Query, onProgress?: (progress: DownloadProgress) => void): Promise<void> {
  const session = getSession();
  const headers: Record<string, string> = { 'accept-language': currentLanguage() === 'en' ? 'en' : 'zh-CN' };
  if (session) {
    headers.authorization = `Basic ${btoa(`${session.token}:`)}`;
  }
  let response: Response;
  try {
    response = await fetch(`${appConfig.apiBase}${path}${toQueryString(query)}`, { headers });
  } catch {
    showDialog('requestFailedTitle', 'requestFailedText');
    throw new HandledApiError('NETWORK', t('requestFailedText'), 0);
  }
  if (!response.ok) {
    const envelope = parseEnvelope(await response.text());
    const code = typeof envelope?.code === 'string' ? envelope.code : 'ABNORMAL_RESPONSE';
    if (code === LOGIN_INVALID) {
      handleLoginInvalid();
      throw new HandledApiError(code, t('loginErrorText'), response.status);
    }
    throw new ApiError(code, typeof envelope?.msg === 'string' ? envelope.msg : code, response.status);
  }
  const url = URL.createObjectURL(onProgress ? await readWithProgress(response, onProgress) : await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), path.split('/').pop() ?? 'download');
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const api = {
  download,
  uploadWithProgress,
  /** A multipart POST (files with their fields). */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: form }),
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The business-failure dialog (spec §8: titled "error message", with the server's message). */
/** Failures already in an error dialog: a caller that catches one the query client showed says nothing more. */
const shownErrors = new WeakSet<object>();

export function showApiError(error: unknown): void {
  if (error instanceof HandledApiError) {
    return;
  }
  if (typeof error === 'object' && error !== null) {
    if (shownErrors.has(error)) {
      return;
    }
    shownErrors.add(error);
  }
  const message = error instanceof Error ? error.message : String(error);
  // A refusal that names fields says why in them, and only that: its message is the code's general
  // one ("数据已存在" above "公司至少需要保留一位管理员" told a reason that was not the one).
  const details = error instanceof ApiError ? Object.values(error.fields) : [];
  const content =
    details.length <= 1
      ? (details[0] ?? message)
      : createElement('div', null, ...details.map((text, i) => createElement('p', { key: i }, text)));
  present((presenter) => {
    presenter.modal.error({ title: t('errorTitle'), content, okText: t('ok') });
  });
}

/**
 * The action of a confirmation, which closes whatever the server answers: a refusal is said in
 * the error dialog, once, not behind a confirmation still waiting for a click.
 */
export const closingOnFailure = (action: () => Promise<unknown>) => async (): Promise<void> => {
  try {
    await action();
  } catch (error) {
    showApiError(error);
  }
};
