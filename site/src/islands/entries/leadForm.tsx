/**
 * A page's lead form as an island: what LeadFormIsland does on a page with Next.js's runtime. The
 * fields typed into before it was live start its values; an address with a prefill renders the
 * form afresh with it (the server's form had none).
 */
import { LeadFormClient } from '@/features/leads/LeadForm.client';
import { fromUrl } from '@/features/leads/leadFormPrefill';
import type { LeadFormProps } from '@/features/leads/leadFormTypes';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: LeadFormProps, { touched, onLive: islandLive }: IslandStartInfo) {
  // The same mark LeadFormIsland sets: the form is live.
  const onLive = () => {
    host.dataset.formLive = 'true';
    islandLive();
  };
  const urlProps = fromUrl(new URLSearchParams(window.location.search));
  const serverForm = host.querySelector('form');
  if (urlProps || !serverForm) {
    startIsland(host, <LeadFormClient {...props} {...urlProps} />, onLive, 'render');
    return;
  }
  startIsland(host, <LeadFormClient {...props} typed={{ form: serverForm, names: touched }} />, onLive);
}
