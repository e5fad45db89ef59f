import { ErrorCode } from '@tm/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';
import { refusedResponse, renderAt, signInAs, stubFetch } from './page-testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImageUpload', () => {
  it('says why the server refused a file, in the reason it gives', async () => {
    signInAs('USER');
    stubFetch((call) =>
      call.path === '/api/management/images/upload'
        ? refusedResponse(400, ErrorCode.VALIDATION, '提交的内容有误', {
            fields: { image: '只能上传 PNG、JPEG、WebP 或 GIF 图片' },
          })
        : undefined,
    );
    const { container } = renderAt('/project/x', <ImageUpload />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      throw new Error('no file input');
    }
    await userEvent.upload(input, new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('fake.png 上传失败: 只能上传 PNG、JPEG、WebP 或 GIF 图片')).toBeTruthy();
  });
});
