// Boundary: how a form's values and messages change with edits and submits (pure, no React).
import { describe, expect, it } from 'vitest';
import { editField, initialFormState, setFieldError, submitForm } from './form-state';
import type { Validator } from './validation';

interface Values {
  name: string;
  email: string;
  agree: boolean;
}

/** Name and email required, the box ticked; the data goes out trimmed. */
const validate: Validator<Values, Values> = (values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.includes('@')) errors.email = 'Email is invalid';
  if (!values.agree) errors.agree = 'Please agree';
  return Object.keys(errors).length > 0
    ? { valid: false, errors }
    : { valid: true, data: { ...values, name: values.name.trim() } };
};

const empty: Values = { name: '', email: '', agree: false };

describe('form state', () => {
  it('says nothing while the person fills the form before the first submit', () => {
    let state = initialFormState(empty);
    state = editField(state, 'name', 'A', validate);
    state = editField(state, 'email', 'not-yet', validate);
    expect(state).toEqual({
      values: { name: 'A', email: 'not-yet', agree: false },
      errors: {},
      submitted: false,
    });
  });

  it('names every field to fix on submit, and hands nothing on', () => {
    const submit = submitForm(initialFormState(empty), validate);
    expect(submit.valid).toBe(false);
    expect(submit.state.submitted).toBe(true);
    expect(submit.state.errors).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      agree: 'Please agree',
    });
  });

  it('after a submit, re-checks only the field edited', () => {
    let state = submitForm(initialFormState(empty), validate).state;
    state = editField(state, 'name', 'Asha', validate);
    expect(state.errors).toEqual({ email: 'Email is invalid', agree: 'Please agree' });
    state = editField(state, 'email', 'asha@', validate);
    state = editField(state, 'agree', true, validate);
    expect(state.errors).toEqual({});
    // Edited back to empty: the message returns as it is typed, without another submit.
    state = editField(state, 'name', ' ', validate);
    expect(state.errors).toEqual({ name: 'Name is required' });
  });

  it("with 'on-submit', an edit takes the field's message away until the next submit", () => {
    let state = submitForm(initialFormState(empty), validate).state;
    state = editField(state, 'email', 'still wrong', validate, 'on-submit');
    expect(state.errors).toEqual({ name: 'Name is required', agree: 'Please agree' });
    expect(submitForm(state, validate).state.errors.email).toBe('Email is invalid');
  });

  it('hands on the checked data and clears every message when all is well', () => {
    let state = submitForm(initialFormState(empty), validate).state;
    state = { ...state, values: { name: ' Asha ', email: 'asha@example.com', agree: true } };
    const submit = submitForm(state, validate);
    expect(submit).toEqual({
      valid: true,
      data: { name: 'Asha', email: 'asha@example.com', agree: true },
      state: { ...state, errors: {}, submitted: true },
    });
  });

  it("shows a message from elsewhere until the field is edited, then the form's own rules speak", () => {
    let state = submitForm(initialFormState({ name: 'Asha', email: 'a@b', agree: true }), validate).state;
    state = setFieldError(state, 'email', 'The server refused this address');
    expect(state.errors).toEqual({ email: 'The server refused this address' });
    state = editField(state, 'email', 'asha@example.com', validate);
    expect(state.errors).toEqual({});
  });

  it('keeps the same messages object when nothing changes, so nothing re-renders for it', () => {
    const state = submitForm(initialFormState(empty), validate).state;
    expect(setFieldError(state, 'name', 'Name is required').errors).toBe(state.errors);
  });
});
