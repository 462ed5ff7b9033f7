import { makeDemoDelivery } from '../tools/demo-delivery/make-demo-delivery.ts';

/** The licences the specs quote deliver the demo's masters from delivery/, which is not in git: made once, kept after. */
export default function globalSetup(): void {
  makeDemoDelivery();
}
