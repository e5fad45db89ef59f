import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncementBody, parseAnnouncementBody, parseInline } from './announcement-body';

afterEach(cleanup);

const text = (value: string) => ({ type: 'text', text: value });
const link = (href: string) => ({ type: 'link', href });

describe('parseAnnouncementBody', () => {
  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(parseAnnouncementBody('第一段\n第一段第二行\n\n \n第二段')).toEqual([
      { type: 'paragraph', lines: [[text('第一段')], [text('第一段第二行')]] },
      { type: 'paragraph', lines: [[text('第二段')]] },
    ]);
  });

  it('makes a bulleted list of lines starting with "- ", also right after a paragraph line', () => {
    expect(parseAnnouncementBody('维护期间：\n- 秤照常称重\n  - 记录稍后上传\n-不是列表\n\n- 新的列表')).toEqual([
      { type: 'paragraph', lines: [[text('维护期间：')]] },
      { type: 'list', items: [[text('秤照常称重')], [text('记录稍后上传')]] },
      { type: 'paragraph', lines: [[text('-不是列表')]] },
      { type: 'list', items: [[text('新的列表')]] },
    ]);
  });

  it('reads Windows and old Mac line ends alike and gives nothing for an empty text', () => {
    expect(parseAnnouncementBody('a\r\n\r\nb\rc')).toEqual([
      { type: 'paragraph', lines: [[text('a')]] },
      { type: 'paragraph', lines: [[text('b')], [text('c')]] },
    ]);
    expect(parseAnnouncementBody('  \n\n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('makes **bold** spans and leaves an unpaired or empty ** as typed', () => {
    expect(parseInline('请在 **周六前** 升级，**注意')).toEqual([
      text('请在 '),
      { type: 'bold', children: [text('周六前')] },
      text(' 升级，**注意'),
    ]);
    expect(parseInline('a ** ** b')).toEqual([text('a ** ** b')]);
  });

  it('links http(s) addresses without the punctuation that ends the sentence', () => {
    expect(parseInline('详见 https://tm.example.cn/doc?id=1。')).toEqual([
      text('详见 '),
      link('https://tm.example.cn/doc?id=1'),
      text('。'),
    ]);
    expect(parseInline('See http://a.example/x.')).toEqual([text('See '), link('http://a.example/x'), text('.')]);
    expect(parseInline('(see https://a.example/wiki/A_(b))')).toEqual([
      text('(see '),
      link('https://a.example/wiki/A_(b)'),
      text(')'),
    ]);
  });

  it('stops an address at Chinese text and leaves other schemes and bare "https://" alone', () => {
    expect(parseInline('网址https://a.example/x下载')).toEqual([
      text('网址'),
      link('https://a.example/x'),
      text('下载'),
    ]);
    expect(parseInline('javascript:alert(1) ftp://a.example https://')).toEqual([
      text('javascript:alert(1) ftp://a.example https://'),
    ]);
  });

  it('links an address inside bold text', () => {
    expect(parseInline('**下载：https://a.example/app**')).toEqual([
      { type: 'bold', children: [text('下载：'), link('https://a.example/app')] },
    ]);
  });
});

describe('AnnouncementBody', () => {
  it('renders paragraphs, lists, bold and links as elements, never as HTML', () => {
    const { container } = render(
      <AnnouncementBody text={'<b>不是粗体</b><script>alert(1)</script>\n\n- **第一条**\n- 见 https://a.example/x'} />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('<b>不是粗体</b><script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '第一条',
      '见 https://a.example/x',
    ]);
    expect(container.querySelector('li strong')?.textContent).toBe('第一条');
    const anchor = container.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('https://a.example/x');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toContain('noopener');
  });

  it('keeps a paragraph’s line breaks', () => {
    const { container } = render(<AnnouncementBody text={'第一行\n第二行'} />);
    expect(container.querySelectorAll('p br')).toHaveLength(1);
  });
});
