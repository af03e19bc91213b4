/**
 * Prints how long the staff's catalogue commands take: a 10 000-row import (in this process and as the whole
 * command, Node and tsx starting included), its export, and a 1 000-product push to the real Firestore
 * emulator (first run and a second run that writes nothing). Figures only, nothing asserted.
 *
 *   npx tsx bench/staff.ts
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorBinary, PROJECT, startEmulator } from '../test/_util/emulator.js';
import { csv, workspace } from '../test/_util/staff.js';
import { formatCatalogue } from '../tools/catalogue-file.js';
import { exportCsv } from '../tools/export.js';
import { importCsv } from '../tools/import.js';

const work = workspace();
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`.padStart(9);
const command = (args: string[], env: Record<string, string>) => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/catalogue.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, SHOP_CATALOGUE: work.catalogue, SHOP_PHOTOS: work.photos, ...env },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return ms(started);
};

try {
  const rows = [['title', 'des', 'img']];
  for (let i = 1; i <= 10_000; i++)
    rows.push([`লাল তাঁত Saree ${i}`, `Cotton, 5.5 m, "daily" wear\nনরম সুতি ${i}`, `https://images.example/${i}.jpg`]);
  const file = path.join(work.dir, 'big.csv');
  writeFileSync(file, csv(rows));
  const options = { catalogueDir: work.catalogue, photosDir: work.photos };
  let started = performance.now();
  await importCsv(file, 'Saree', options);
  console.log(`import, 10 000 rows, in process        ${ms(started)}`);
  started = performance.now();
  await importCsv(file, 'Saree', options);
  console.log(`import again (nothing changes)         ${ms(started)}`);
  started = performance.now();
  await exportCsv('Saree', options);
  console.log(`export, 10 000 products, in process    ${ms(started)}`);
  console.log(`import, 10 000 rows, whole command     ${command(['import', file, '--collection', 'Saree'], {})}`);

  const binary = emulatorBinary();
  if (!binary) {
    console.log('push: skipped, the Cloud Firestore emulator is not installed');
  } else {
    const emulator = await startEmulator(binary);
    try {
      const products = Array.from({ length: 1000 }, (_, i) => ({
        id: `bench-${i}`,
        title: `Saree ${i}`,
        des: `Silk, six yards, ${i}`,
        img: `https://images.example/${i}.jpg`,
      }));
      writeFileSync(path.join(work.catalogue, 'saree.json'), formatCatalogue(products));
      const env = { FIRESTORE_EMULATOR_HOST: emulator.host };
      const args = ['push', '--collection', 'Saree', '--project', PROJECT];
      console.log(`push, 1 000 products, whole command    ${command(args, env)}`);
      console.log(`push again (writes nothing)            ${command(args, env)}`);
    } finally {
      await emulator.stop();
    }
  }
} finally {
  rmSync(work.dir, { recursive: true, force: true });
}
