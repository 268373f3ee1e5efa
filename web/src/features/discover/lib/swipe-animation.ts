// animate() for motion values without the timeline and sequence code of motion's animate() (~5 kB).
// Its own module so the deck can fetch motion's animation engine on the first swipe, not at start-up.
export { animateSingleValue as animate } from 'motion/react';
