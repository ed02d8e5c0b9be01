/**
 * Card rules of the built-in test payment provider (used when no Stripe keys are set). It
 * behaves like Stripe's test mode for the two documented cards: 4242 4242 4242 4242
 * succeeds and 4000 0000 0000 0002 is declined with a card error. Messages are Stripe's.
 * Shared by the test card form (formatting, early checks) and the server (the outcome).
 */
export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export const CARD_ERRORS = {
  incomplete_number: "Your card number is incomplete.",
  incorrect_number: "Your card number is incorrect.",
  invalid_expiry: "Your card's expiration date is incomplete.",
  expired_card: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  card_declined: "Your card was declined.",
  live_card_in_test_mode:
    "Your card was declined. Your request was in test mode, but used a non test card. Use 4242 4242 4242 4242 to pay in test mode.",
} as const;
export type CardErrorCode = keyof typeof CARD_ERRORS;

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** "4242424242424242" -> "4242 4242 4242 4242" (as the user types). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" -> "12 / 30". */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export type TestCard = { number: string; expiry: string; cvc: string };

/** Form-level problems (what Stripe Elements reports before contacting the server). */
export function cardInputError(card: TestCard, now: Date = new Date()): CardErrorCode | null {
  const number = digitsOnly(card.number);
  if (number.length < 13) return "incomplete_number";
  if (!luhnValid(number)) return "incorrect_number";
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return "invalid_expiry";
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return "invalid_expiry";
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < thisMonth) return "expired_card";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "incomplete_cvc";
  return null;
}

/** The outcome of charging a test card: null = succeeded, otherwise the card error. */
export function testCardOutcome(card: TestCard, now: Date = new Date()): CardErrorCode | null {
  const inputError = cardInputError(card, now);
  if (inputError) return inputError;
  const number = digitsOnly(card.number);
  if (number === TEST_CARD_SUCCESS) return null;
  if (number === TEST_CARD_DECLINED) return "card_declined";
  return "live_card_in_test_mode";
}
