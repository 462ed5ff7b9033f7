import { makeDemoDelivery } from './make-demo-delivery.ts';

/** The demo catalog names masters in delivery/, which is not in git: tests that quote or check it need them there (kept once made). */
export default function setup(): void {
  makeDemoDelivery();
}
