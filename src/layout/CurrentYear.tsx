import { useCurrentYear } from './useCurrentYear';

/** The copyright year: the build's in the page, the visitor's own once live. */
export default function CurrentYear() {
  return useCurrentYear();
}
