import type { Notice } from '@tm/contracts';
import { useNavigate } from 'react-router';
import { useMarkNoticeRead } from './notices.api';

/**
 * Opening a notice: it counts as read, and the console goes to what it is about. The server's
 * link is a complete console path, area included; the page does not wait for the read mark.
 */
export function useOpenNotice(): (notice: Notice) => void {
  const navigate = useNavigate();
  const markRead = useMarkNoticeRead();
  return (notice) => {
    if (!notice.read) {
      markRead.mutate(notice.id);
    }
    if (notice.link) {
      void navigate(notice.link);
    }
  };
}
