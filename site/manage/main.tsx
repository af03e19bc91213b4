/** The shop manager's entry (/manage/): reads the page's config, then shows the app or what it needs. */
import { render } from 'preact';
import { App, Header, useLang } from './app.js';
import { connect, readConfig, readPageData } from './firebase.js';
import { Text } from './marks.js';
import { STRINGS } from './strings.js';

function NoProject() {
  const [lang, setLang] = useLang();
  const t = STRINGS[lang];
  return (
    <>
      <Header t={t} lang={lang} setLang={setLang} />
      <main id="main">
        <p class="notice">
          <Text lang={lang}>{t.noConfig}</Text>
        </p>
        <p>
          {t.noConfigLink} <code lang="en">docs/publishing.md</code>
        </p>
      </main>
    </>
  );
}

const page = readPageData(document);
const config = readConfig(page.firebase, location);
const root = document.getElementById('app')!;
root.textContent = '';
render(config ? <App connection={connect(config)} page={page} /> : <NoProject />, root);

// The scope is the page's own address, `/manage`: the host drops a trailing slash, so `/manage/` is never the page.
if ('serviceWorker' in navigator) {
  addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/manage/sw.js', { scope: '/manage' }).catch(() => {}),
  );
}
