/**
 * The staff list (owners): who may use the manager (`staff/{email}`, the e-mail lower-cased), each as staff or
 * owner. An owner adds an e-mail, changes someone's role or removes them, but never removes or demotes themselves
 * (the shop would be left without anyone able to add them back).
 */
import { useEffect, useState } from 'react';
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import { Text } from './marks.js';
import type { Strings } from './strings.js';

export const STAFF = 'staff';
type StaffRole = 'owner' | 'staff';

interface Member {
  email: string;
  role: StaffRole;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function StaffList({
  db,
  t,
  lang,
  me,
  onDone,
}: {
  db: Firestore;
  t: Strings;
  lang: Lang;
  me: string;
  /** A message for the toast, in the screen's language when it shows. */
  onDone(text: (t: Strings) => string): void;
}) {
  const [members, setMembers] = useState<Member[] | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [problem, setProblem] = useState('');

  useEffect(
    () =>
      onSnapshot(
        collection(db, STAFF),
        (snapshot) =>
          setMembers(
            snapshot.docs
              .map((d) => ({ email: d.id, role: (d.data().role === 'owner' ? 'owner' : 'staff') as StaffRole }))
              .sort((a, b) => (a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'owner' ? -1 : 1)),
          ),
        () => setMembers([]),
      ),
    [db],
  );

  const add = (e: Event) => {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) return setProblem(t.badEmail);
    if (members?.some((m) => m.email === address)) return setProblem(t.alreadyStaff);
    setProblem('');
    void setDoc(doc(db, STAFF, address), { role, addedBy: me, addedAt: serverTimestamp() });
    setEmail('');
    onDone((now) => now.staffAdded(address));
  };

  return (
    <section class="card" aria-labelledby="staff-title">
      <h2 id="staff-title">{t.staffTitle}</h2>
      {members === null ? (
        <p role="status">{t.loading}</p>
      ) : (
        <ul class="staff">
          {members.map((m) => (
            <li class="staff__member" key={m.email}>
              <span class="staff__email" lang="en">
                {m.email}
              </span>
              <span class={`badge${m.role === 'owner' ? ' badge--owner' : ''}`}>
                {m.role === 'owner' ? t.owner : t.staffRole}
                {m.email === me && ` ${t.you}`}
              </span>
              {m.email === me ? (
                <p class="hint">{t.notYourself}</p>
              ) : (
                <div class="product__actions">
                  <button
                    type="button"
                    class="button"
                    aria-label={`${m.role === 'owner' ? t.makeStaff : t.makeOwner}: ${m.email}`}
                    onClick={() =>
                      void updateDoc(doc(db, STAFF, m.email), { role: m.role === 'owner' ? 'staff' : 'owner' })
                    }
                  >
                    {m.role === 'owner' ? t.makeStaff : t.makeOwner}
                  </button>
                  <button
                    type="button"
                    class="button button--danger"
                    aria-label={`${t.removeStaff}: ${m.email}`}
                    onClick={() => {
                      void deleteDoc(doc(db, STAFF, m.email));
                      onDone((now) => now.staffRemoved(m.email));
                    }}
                  >
                    {t.removeStaff}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate aria-labelledby="staff-add">
        <h3 id="staff-add">{t.addStaff}</h3>
        <div class={`field${problem ? ' field--bad' : ''}`}>
          <label for="staff-email">
            <Text lang={lang}>{t.staffEmail}</Text>
          </label>
          <input
            id="staff-email"
            type="email"
            lang="en"
            autoComplete="off"
            value={email}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? 'staff-email-problem' : undefined}
            onInput={(e) => setEmail((e.currentTarget as HTMLInputElement).value)}
          />
          {problem && (
            <p class="problem" id="staff-email-problem" role="alert">
              <Text lang={lang}>{problem}</Text>
            </p>
          )}
        </div>
        <fieldset class="field">
          <legend>{t.role}</legend>
          {(['staff', 'owner'] as const).map((r) => (
            <label class="check" key={r}>
              <input type="radio" name="staff-role" checked={role === r} onInput={() => setRole(r)} />
              <span>{r === 'owner' ? t.owner : t.staffRole}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" class="button button--primary">
          {t.addButton}
        </button>
      </form>
    </section>
  );
}
