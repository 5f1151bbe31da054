import { describe, expect, it } from 'vitest';
import { describeIssue } from './issues';
import { PAGE_SIZE_MAX, pagingQuery } from './paging';

const refusal = (schema: ReturnType<typeof pagingQuery>, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return describeIssue(result.error!.issues[0], input);
};

describe('the shared paging query', () => {
  const paging = pagingQuery();

  it('given nothing, then the first page of the largest size', () => {
    expect(paging.parse({})).toEqual({ page: 1, size: PAGE_SIZE_MAX, offset: 0 });
  });

  it('given a page and size as query text or JSON numbers, then their offset; other keys are ignored', () => {
    expect(paging.parse({ page: '3', pageSize: '20', status: 'ALL' })).toEqual({ page: 3, size: 20, offset: 40 });
    expect(paging.parse({ page: 2, pageSize: 5 })).toEqual({ page: 2, size: 5, offset: 5 });
  });

  it('given a size above the maximum, then it is clamped (a page far past the end is still a page)', () => {
    expect(paging.parse({ pageSize: '5000', page: '999999' })).toEqual({ page: 999999, size: PAGE_SIZE_MAX, offset: 999998 * PAGE_SIZE_MAX });
  });

  it.each([
    [{ page: '0' }, 'page', 'v.paging.page'],
    [{ page: '-1' }, 'page', 'v.paging.page'],
    [{ page: '1.5' }, 'page', 'v.paging.page'],
    [{ page: 'abc' }, 'page', 'v.paging.page'],
    [{ page: ['1', '2'] }, 'page', 'v.paging.page'],
    [{ page: '1e3' }, 'page', 'v.paging.page'],
    [{ page: '99999999999999999999' }, 'page', 'v.paging.page'],
    [{ page: '9999999999' }, 'page', 'v.paging.tooLarge'],
    [{ pageSize: '0' }, 'pageSize', 'v.paging.size'],
    [{ pageSize: '-5' }, 'pageSize', 'v.paging.size'],
    [{ pageSize: '2.5' }, 'pageSize', 'v.paging.size'],
    [{ pageSize: 'lots' }, 'pageSize', 'v.paging.size'],
    [{ pageSize: 1e12 }, 'pageSize', 'v.paging.tooLarge'],
  ])('given %j, then refused with its field', (input, field, message) => {
    expect(refusal(paging, input)).toEqual({ message, field });
  });

  it('speaks each route\'s names: pageNumber, Spring-style page from 0 and size, limit and offset', () => {
    expect(pagingQuery({ page: 'pageNumber', defaultSize: 10 }).parse({ pageNumber: '2' })).toEqual({ page: 2, size: 10, offset: 10 });
    const spring = pagingQuery({ size: 'size', firstPage: 0, defaultSize: 10 });
    expect(spring.parse({ page: '0' })).toEqual({ page: 0, size: 10, offset: 0 });
    expect(spring.parse({ page: '2', size: '25' })).toEqual({ page: 2, size: 25, offset: 50 });
    expect(refusal(spring, { page: '-1' })).toEqual({ message: 'v.paging.page0', field: 'page' });
    const outbox = pagingQuery({ size: 'limit', offset: 'offset', maxSize: 500 });
    expect(outbox.parse({ limit: '1000' })).toEqual({ page: 1, size: 500, offset: 0 });
    expect(outbox.parse({ limit: '10', offset: '30' })).toEqual({ page: 4, size: 10, offset: 30 });
    expect(refusal(outbox, { offset: '-3' })).toEqual({ message: 'v.paging.offset', field: 'offset' });
  });
});
