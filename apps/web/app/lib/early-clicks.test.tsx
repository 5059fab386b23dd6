import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyClick, stopEarlyClicks } from './early-clicks';

function button(clicks: string[], name: string) {
  const element = document.createElement('button');
  element.type = 'button';
  element.addEventListener('click', () => clicks.push(name));
  document.body.append(element);
  return element;
}

describe('early clicks', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete window.__earlyClick;
  });

  it('makes the click heard before the code ran again, once, when the page has hydrated', () => {
    const clicks: string[] = [];
    button(clicks, 'first');
    window.__earlyClick = button(clicks, 'start');
    stopEarlyClicks();
    expect(window.__earlyClick).toBeNull();
    expect(clicks).toEqual([]);
    replayEarlyClick();
    expect(clicks).toEqual(['start']);
    replayEarlyClick();
    expect(clicks).toEqual(['start']);
  });

  it('skips a button the page no longer has, and a page with no early clicks', () => {
    const clicks: string[] = [];
    const gone = button(clicks, 'gone');
    window.__earlyClick = gone;
    gone.remove();
    stopEarlyClicks();
    replayEarlyClick();
    stopEarlyClicks();
    replayEarlyClick();
    expect(clicks).toEqual([]);
  });
});
