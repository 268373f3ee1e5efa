import { domAnimation } from 'motion/react';

// Loaded after first paint: LazyMotion fetches animation features on demand.
export default domAnimation;
