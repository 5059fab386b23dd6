import { describe, expect, it } from 'vitest';
import { maskPersonalData, personalDataIn } from './personal-data.js';

describe('personal data', () => {
  it('finds emails, phone numbers, card and account numbers, passwords and street addresses', () => {
    expect(personalDataIn('Write to jane.miller@example.com')).toEqual(['email address']);
    expect(personalDataIn('Call her on +44 7700 900123 tomorrow')).toEqual(['phone number']);
    expect(personalDataIn('Her mobile: 07700 900123')).toEqual(['phone number']);
    expect(personalDataIn('Card 4111 1111 1111 1111 was charged twice')).toEqual(['card number']);
    expect(personalDataIn('account number 4471-2209')).toEqual(['account number']);
    expect(personalDataIn('IBAN GB29 NWBK 6016 1331 9268 19')).toEqual(['account number']);
    expect(personalDataIn('his password is Sunny2024!')).toEqual(['password']);
    expect(personalDataIn('She lives at 14 Oak Street, Leeds')).toEqual(['street address']);
  });

  it('leaves business inboxes, dates, prices and instructions about passwords alone', () => {
    expect(personalDataIn('Sign off with hello@ourbakery.co.uk or info@shop.com')).toEqual([]);
    expect(personalDataIn('Files named 2025-03-14_BRK_Proposal_v02 2025-04-01_BRK_Invoice_v01')).toEqual([]);
    expect(personalDataIn('We need 1,200 leaflets at £0.09 each, order 20250314')).toEqual([]);
    expect(personalDataIn('Never include passwords or account numbers in the reply.')).toEqual([]);
    expect(personalDataIn('addresses ending in @freshflour.example')).toEqual([]);
  });

  it('masks each piece with a placeholder, the name before it too, and drops "the password is …"', () => {
    const masked = maskPersonalData(
      'Reply to Jane Miller, 14 Oak Street, Leeds, jane.miller@example.com, account number 4471-2209, her password is Sunny2024!, about the late order.',
    );
    expect(masked).toBe(
      'Reply to [customer name], [street address], Leeds, [email address], account number [account number], about the late order.',
    );
  });
});
