// Boundary: the code entry's rules (pure): typing, pasting, autofill and backspace across six boxes.
import { describe, expect, it } from 'vitest';
import {
  backspace,
  emptyDigits,
  enterText,
  formatCountdown,
  isComplete,
  joinDigits,
  onlyDigits,
  typedText,
} from './code-entry-utils';

const six = () => emptyDigits(6);

describe('code entry', () => {
  it('puts one digit in a box and moves to the next', () => {
    expect(enterText(six(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(enterText(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
  });

  it('refuses anything but digits', () => {
    expect(enterText(six(), 2, 'a')).toEqual({ digits: six(), focus: 2 });
    expect(enterText(six(), 2, ' ')).toEqual({ digits: six(), focus: 2 });
    expect(onlyDigits('12-34 56')).toBe('123456');
  });

  it('fills every box from a pasted six-digit code, wherever it is pasted', () => {
    expect(enterText(six(), 3, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(enterText(six(), 0, ' 987 654 ')).toEqual({ digits: ['9', '8', '7', '6', '5', '4'], focus: 5 });
    expect(enterText(six(), 0, 'Your code is 1234567').digits).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills from the box for a shorter paste', () => {
    expect(enterText(six(), 2, '12')).toEqual({ digits: ['', '', '1', '2', '', ''], focus: 4 });
    expect(enterText(six(), 4, '789')).toEqual({ digits: ['', '', '', '', '7', '8'], focus: 5 });
  });

  it('reads the new digit when a filled box gets another one', () => {
    expect(typedText('3', '73')).toBe('7');
    expect(typedText('3', '37')).toBe('7');
    expect(typedText('3', '33')).toBe('3');
    expect(typedText('', '5')).toBe('5');
    expect(typedText('3', '123456')).toBe('123456');
  });

  it('clears with backspace and moves back from an empty box', () => {
    const digits = ['1', '2', '3', '', '', ''];
    expect(backspace(digits, 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspace(digits, 3)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspace(six(), 0)).toEqual({ digits: six(), focus: 0 });
  });

  it('knows when the code is whole', () => {
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(joinDigits(['1', '2', '3', '4', '5', '6'])).toBe('123456');
  });

  it('shows the countdown as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9.2)).toBe('0:10');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
