import { beforeEach, describe, expect, it } from 'vitest';
import { useFirstLoadStore } from './first-load';

const visit = (key: string, pathname: string, captive = false) =>
  useFirstLoadStore.getState().track({ key, pathname }, captive);
const firstLoad = () => useFirstLoadStore.getState().firstLoad;

describe('the first-load flag', () => {
  beforeEach(() => useFirstLoadStore.setState({ firstLoad: false, locationKey: null, previousPath: null }));

  it('is set on the first non-captive route and cleared by the next navigation', () => {
    visit('a', '/board/list');
    expect(firstLoad()).toBe(true);
    // The same location seen again (a re-render, StrictMode) keeps it.
    visit('a', '/board/list');
    expect(firstLoad()).toBe(true);
    visit('b', '/messages');
    expect(firstLoad()).toBe(false);
  });

  it('is set when entering from login, never on a captive route', () => {
    visit('a', '/login', true);
    expect(firstLoad()).toBe(false);
    visit('b', '/');
    expect(firstLoad()).toBe(true);
    visit('c', '/web-conditions', true);
    expect(firstLoad()).toBe(false);
    visit('d', '/');
    expect(firstLoad()).toBe(false);
  });
});
