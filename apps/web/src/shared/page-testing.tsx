import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { LoginResult } from '@tm/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from './query-client';
import { setSession } from './session';

// What the unit tests of console pages share: a signed-in session, a page rendered at a path
// with the app's providers, and the dialog that shows some text.

const SIGNED_IN_AT = '2026-03-02T08:00:00.000Z';

/** What a sign-in answers for a user of this role (`USER`s belong to a company). */
export function loginResultOf(role: LoginResult['role_type'], user: Partial<LoginResult> = {}): LoginResult {
  return {
    id: 1,
    username: role === 'USER' ? 'li' : 'admin',
    nickname: role === 'USER' ? '李店长' : '系统管理员',
    img_url: '',
    phone_number: '13900000000',
    role_type: role,
    if_phone_number: 1,
    if_company: role === 'USER' ? 1 : 0,
    if_wechat: 0,
    created_time: SIGNED_IN_AT,
    last_modified_time: SIGNED_IN_AT,
    company_info: null,
    token: 'token',
    expiration: SIGNED_IN_AT,
    ...user,
  };
}

/** Stores a session as sign-in would, for a user of this role. */
export function signInAs(role: LoginResult['role_type'], user: Partial<LoginResult> = {}): void {
  setSession(loginResultOf(role, user));
}

/** Renders a page at a console path, inside the providers the app gives it. */
/** The window of a phone, as antd's breakpoints see it: only its phone query, (max-width: …), matches. */
export function pretendPhone(): void {
  const matchMedia = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') }));
}

/**
 * The card of a phone's list (phone-cards.tsx) that shows `text`. A page knows the window is a
 * phone's once drawn, so the text may first show in the table.
 */
export function cardWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = screen.getByText(text).closest('li');
    if (!card) {
      throw new Error(`no card shows “${text}”`);
    }
    return card;
  });
}

export function renderAt(path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

/** The dialog showing this text (antd leaves dialogs without distinct names). */
export async function dialogWith(text: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) {
    throw new Error(`no dialog shows “${text}”`);
  }
  return dialog;
}

/** A call the page made to the API, as a stubbed `fetch` saw it. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
/** How a fake API answers a call; undefined passes it on. */
export type ApiAnswer = (call: ApiCall) => Response | undefined;

/** The envelope of a success. */
export const okResponse = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
/** The envelope of a refusal. */
export const refusedResponse = (status: number, code: string, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), { status });

/**
 * Replaces `fetch` with a fake API: each call goes to the answers in turn (a test's own first,
 * then its file's usual ones) and succeeds with null when none answers. Answers the list of calls.
 */
export function stubFetch(...answers: ApiAnswer[]): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://test');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      for (const answer of answers) {
        const given = answer(call);
        if (given) {
          return given;
        }
      }
      return okResponse(null);
    }),
  );
  return calls;
}
