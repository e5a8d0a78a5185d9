/** The Configurações screen's texts for the site's name, tagline and social profiles (issue 22). */
import { localized } from '../../lib/i18n.ts';

const pt = {
  identityTitle: 'Identidade do site',
  identityLead: 'O nome e o slogan aparecem nos títulos das páginas, nos dados estruturados, nos feeds e nos e-mails.',
  nameEn: 'Nome do site (inglês)',
  namePt: 'Nome do site (português)',
  taglineEn: 'Slogan (inglês)',
  taglinePt: 'Slogan (português)',
  socialTitle: 'Perfis sociais',
  socialLead: (max: number) => `Links no rodapé e em sameAs dos dados estruturados, até ${max}.`,
  socialEmpty: 'Nenhum perfil social.',
  socialLabel: 'Texto do link',
  socialLabelHint: 'Por exemplo, Instagram.',
  socialUrl: 'Endereço (https://…)',
  addSocial: 'Adicionar perfil',
  removeSocial: 'Remover',
  removeSocialLabel: (n: number) => `Remover o perfil ${n}`,
  socialProfile: (n: number) => `Perfil ${n}`,
};

const en: typeof pt = {
  identityTitle: 'Site identity',
  identityLead: 'The name and tagline appear in page titles, structured data, feeds and e-mails.',
  nameEn: 'Site name (English)',
  namePt: 'Site name (Portuguese)',
  taglineEn: 'Tagline (English)',
  taglinePt: 'Tagline (Portuguese)',
  socialTitle: 'Social profiles',
  socialLead: (max: number) => `Links in the footer and in the structured data's sameAs, up to ${max}.`,
  socialEmpty: 'No social profile.',
  socialLabel: 'Link text',
  socialLabelHint: 'For example, Instagram.',
  socialUrl: 'Address (https://…)',
  addSocial: 'Add a profile',
  removeSocial: 'Remove',
  removeSocialLabel: (n: number) => `Remove profile ${n}`,
  socialProfile: (n: number) => `Profile ${n}`,
};

export const IDENTITY_STRINGS = localized({ pt, en });
