import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export type LeaveTexts = { title: string; content: string; leave: string; stay: string };

/**
 * Unsaved work is not lost by leaving the page without a word: going to another page asks first,
 * and closing or reloading the tab has the browser ask. Moving within the page (its tabs, its
 * query) is free. `leaveFreely` lets the next navigation through, for the one a save makes.
 */
export function useLeaveGuard(dirty: boolean, texts: LeaveTexts): { leaveFreely: () => void } {
  const { modal } = App.useApp();
  const free = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !free.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') {
      modal.confirm({
        title: texts.title,
        content: texts.content,
        okText: texts.leave,
        okButtonProps: { danger: true },
        cancelText: texts.stay,
        onOk: () => blocker.proceed(),
        onCancel: () => blocker.reset(),
      });
    }
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!dirty) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      if (!free.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    leaveFreely: () => {
      free.current = true;
    },
  };
}
