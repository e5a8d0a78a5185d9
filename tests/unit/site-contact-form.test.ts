import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  contactFieldProblem,
  contactRequestBody,
  fieldsFromIssues,
  firstInvalidField,
  readContactSent,
  validateContact,
} from '../../src/lib/contact-form.ts';
import { contactBody } from '../../functions/contact/schemas.ts';

const valid = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Hello', message: 'A question about an article.' };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, blank counts as empty', () => {
    expect(validateContact({ name: '', email: ' ', subject: '\t', message: '\n' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('checks the e-mail format', () => {
    expect(contactFieldProblem('email', 'ana@')).toBe('email');
    expect(contactFieldProblem('email', 'ana example.com')).toBe('email');
    expect(contactFieldProblem('email', 'ana@example')).toBe('email');
    expect(contactFieldProblem('email', ' ana.souza+news@example.com.br ')).toBeUndefined();
  });

  it('has the server’s length limits, counted after trimming', () => {
    expect(contactFieldProblem('name', 'a'.repeat(CONTACT_LIMITS.name))).toBeUndefined();
    expect(contactFieldProblem('name', 'a'.repeat(CONTACT_LIMITS.name + 1))).toBe('tooLong');
    expect(contactFieldProblem('subject', 'a'.repeat(151))).toBe('tooLong');
    expect(contactFieldProblem('message', `  ${'a'.repeat(5000)}  `)).toBeUndefined();
    expect(contactFieldProblem('message', 'a'.repeat(5001))).toBe('tooLong');
  });

  it('refuses line breaks in the fields that become mail headers, not in the message', () => {
    expect(contactFieldProblem('subject', 'Hi\nBcc: x@example.com')).toBe('lineBreak');
    expect(contactFieldProblem('message', 'Line one\nLine two')).toBeUndefined();
  });

  it('agrees with the server’s schema', () => {
    const samples = [
      valid,
      { ...valid, email: 'not-an-email' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, subject: 'a\r\nb' },
      { ...valid, message: '   ' },
      { ...valid, email: 'first.last@sub.example.org' },
    ];
    for (const sample of samples) {
      const clientOk = Object.keys(validateContact(sample)).length === 0;
      expect(contactBody.safeParse(sample).success, JSON.stringify(sample)).toBe(clientOk);
    }
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ message: 'required', email: 'email' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('server answers', () => {
  it('maps issue paths to fields', () => {
    expect(fieldsFromIssues([{ path: 'subject' }, { path: 'language' }, { path: 'email' }])).toEqual(['email', 'subject']);
  });

  it('sends trimmed values with the page language', () => {
    expect(contactRequestBody({ ...valid, name: '  Ana  ' }, 'pt')).toEqual({ ...valid, name: 'Ana', language: 'pt' });
  });
});

describe('readContactSent', () => {
  it('takes only an answer that says the message was received', () => {
    expect(readContactSent({ success: true, id: '1', delivered: false })).toBe(true);
    expect(readContactSent({ success: false })).toBeUndefined();
    expect(readContactSent({ id: '1', delivered: true })).toBeUndefined();
    expect(readContactSent(null)).toBeUndefined();
  });
});
