/** `/Contactus`: four ways to reach the shop, and the three tabs. */
import { html } from './html.js';
import type { Page, SiteContext } from './context.js';
import { chatLink, newTab, phoneText, shopChat, tel } from './parts.js';

export function contactPage(ctx: SiteContext, route: string): Page {
  const { shop, t } = ctx;
  const c = ctx.content.contact;
  const call = html`<a href="${tel(shop.callNumber)}">${phoneText(shop.callNumber)}</a>`;
  const chat = html`<a href="${shopChat(ctx, t.shopChat)}" target="_blank" rel="noopener noreferrer">${phoneText(shop.chatNumber)}${newTab(ctx)}</a>`;
  const mail = html`<a href="mailto:${shop.email}">${shop.email}</a>`;
  const body = html`<h1>${c.heading}</h1>
<p class="lead">${c.description}</p>
<div class="contact-cards">
<section class="contact-card"><h2>${c.cards.email.heading}</h2><p>${c.cards.email.text}</p><p>${mail}</p></section>
<section class="contact-card"><h2>${c.cards.video.heading}</h2><p>${c.cards.video.text}</p></section>
<section class="contact-card"><h2>${c.cards.social.heading}</h2><p>${c.cards.social.text}</p><p><a href="${shop.social.facebook}" target="_blank" rel="noopener noreferrer">${t.contact.facebook}${newTab(ctx)}</a></p></section>
<section class="contact-card"><h2>${c.cards.talk.heading}</h2><p>${c.cards.talk.text}</p><p><a class="button button--solid" href="${tel(shop.callNumber)}">${t.contact.call(phoneText(shop.callNumber))}</a>
${chatLink(ctx, t.shopChat)}</p></section>
</div>
<shop-contact-tabs label="${t.contact.tabs}">
<section><h2>${c.tabs.online.heading}</h2><p>${c.tabs.online.text}</p></section>
<section><h2>${c.tabs.inStore.heading}</h2><p>${c.tabs.inStore.text}</p></section>
<section><h2>${c.tabs.helpLine.heading}</h2><p>${c.tabs.helpLine.text}</p><p>${t.contact.phone} ${call}<br>${t.contact.whatsapp} ${chat}<br>${t.contact.email} ${mail}</p></section>
</shop-contact-tabs>`;
  return { title: c.title, description: c.description, crumbs: [{ label: c.heading, href: route }], body };
}
