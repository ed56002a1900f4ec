import { describe, expect, it } from 'vitest';
import { noticeCount, noticeTarget } from './notice-target';

describe('notice target', () => {
  it('leads APPL to the new list, CHAT to messages and STEP to the candidate on the board', () => {
    expect(noticeTarget({ itemClass: 'APPL', itemId: 4, jobId: 9 })).toBe('/board/9?tab=new');
    expect(noticeTarget({ itemClass: 'CHAT', itemId: 31, jobId: null })).toBe('/messages?chat=31');
    expect(noticeTarget({ itemClass: 'STEP', itemId: 77, jobId: 9 })).toBe(
      '/board/9/77?tab=manage&detail=status',
    );
    expect(noticeTarget({ itemClass: 'STEP', itemId: 77, jobId: null })).toBeNull();
  });

  it('counts every grouped update, at least one per item', () => {
    expect(noticeCount([])).toBe(0);
    expect(noticeCount([{ itemCount: 3 }, { itemCount: 1 }, { itemCount: 0 }])).toBe(5);
  });
});
