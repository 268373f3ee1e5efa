/**
 * A session this tab ends on purpose (erasing the account) is no news when the server closes the
 * live socket for it: the screen that asked says what happened, instead of the socket's "session
 * ended" sending the member to sign in before the answer arrives.
 */
let endingHere = false;

export function sessionEndingHere(ending: boolean): void {
  endingHere = ending;
}

export function isSessionEndingHere(): boolean {
  return endingHere;
}
