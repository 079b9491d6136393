export const OTP_LENGTH = 6;

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function otpValue(digits: readonly string[]): string {
  return digits.join('');
}

export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));
}
