import { CARD_NUMBER_MESSAGE, CVC_MESSAGE, EXPIRY_MESSAGE, formatCardNumber, formatCvc, formatExpiry, validateCard } from '../cardValidation.ts';

describe('the demo card form rules', () => {
  it('keeps digits only, the card number capped at 16 and grouped in fours, the CVC at 4', () => {
    expect(formatCardNumber('4242 4242-4242 4242 99')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('424242424')).toBe('4242 4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('inserts the expiry slash after the month, and lets it be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/309')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('accepts 16 digits, a month 01-12 and a CVC of 3 or 4 digits, with the three messages otherwise', () => {
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '01/30', cvc: '123' })).toEqual({});
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '1234' })).toEqual({});
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '1234' })).toEqual({});
    expect(validateCard({ cardNumber: '424242424242424', expiry: '13/30', cvc: '12' })).toEqual({
      cardNumber: CARD_NUMBER_MESSAGE,
      expiry: EXPIRY_MESSAGE,
      cvc: CVC_MESSAGE,
    });
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '00/30', cvc: '123' })).toEqual({ expiry: EXPIRY_MESSAGE });
    expect([CARD_NUMBER_MESSAGE, EXPIRY_MESSAGE, CVC_MESSAGE]).toEqual([
      'Please enter a valid 16-digit card number',
      'Please enter a valid expiry date (MM/YY)',
      'Please enter a valid CVC (3-4 digits)',
    ]);
  });
});
