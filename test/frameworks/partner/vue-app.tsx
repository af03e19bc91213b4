/** @jsxImportSource vue */
// A partner's Vue 3 component (TSX) and template props, type-checked against the published declarations.
import { defineComponent, ref, type GlobalComponents } from 'vue';

export default defineComponent(() => {
  const channel = ref('');
  return () => (
    <div>
      <p>{channel.value}</p>
      <shop-catalogue
        collection="Saree"
        limit={12}
        firebase-config={{ projectId: 'partner-shop' }}
        onShopContact={(event) => (channel.value = event.detail.channel)}
      />
      <shop-carousel autoplay="false" slides={[{ src: '/a.jpg', alt: 'A', width: 4, height: 3 }]} />
      {/* @ts-expect-error a limit is a number */}
      <shop-catalogue limit={{ cards: 12 }} />
    </div>
  );
});

// What a template (<shop-catalogue :limit="12" @shop-contact="…">) is checked against by Vue's tools.
type CatalogueProps = InstanceType<GlobalComponents['shop-catalogue']>['$props'];
export const props: CatalogueProps = { collection: 'Saree', limit: '12', onShopContact: (event) => event.detail.id };
// @ts-expect-error a limit is a number
export const wrong: CatalogueProps = { limit: { cards: 12 } };
