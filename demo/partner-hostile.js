// The partner's own scripts: their own copy of Preact rendering their own widget, and
// code that adds, changes, removes and re-adds shop-* elements after the page loaded.
import { Component, h, render } from './vendor/preact.mjs';

class PartnerCounter extends Component {
  state = { count: 0 };
  render() {
    return h(
      'p',
      null,
      h(
        'button',
        { type: 'button', id: 'partner-button', onClick: () => this.setState({ count: this.state.count + 1 }) },
        'Partner button',
      ),
      h('output', { id: 'partner-count' }, String(this.state.count)),
    );
  }
}
render(h(PartnerCounter, null), document.getElementById('partner-app'));

// Added after the widget scripts: a catalogue created from script, with a limit changed after mount.
const late = document.createElement('shop-catalogue');
late.id = 'late-catalogue';
late.setAttribute('collection', 'Men Tshirt');
late.setAttribute('limit', '3');
late.setAttribute('query-param', 'none');
document.getElementById('late-slot').append(late);
setTimeout(() => late.setAttribute('limit', '5'), 50);

// Removed and put back, as single-page partner sites do when they re-render.
const carousel = document.getElementById('banners');
const parent = carousel.parentElement;
carousel.remove();
setTimeout(() => parent.append(carousel), 50);
