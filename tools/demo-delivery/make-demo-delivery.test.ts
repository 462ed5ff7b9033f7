import { expect, it } from 'vitest';
import { shipped } from '../../scripts/config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../../scripts/config/load-config.ts';
import { namedFiles } from '../../scripts/delivery/named-files.ts';
import { DEMO_DELIVERY } from './make-demo-delivery.ts';

it("makes exactly the files the demo's site.config.yaml names for delivery", () => {
  const named = namedFiles(siteConfigFromSource(shipped, '/x/site.config.yaml')).map((file) => file.path);
  expect(Object.keys(DEMO_DELIVERY).sort()).toEqual([...new Set(named)].sort());
});
