/** The audit log screen's texts, in Portuguese and English. */
import { $adminLocale, localized } from '../../lib/i18n.ts';

const pt = {
  title: 'Registro de auditoria',
  lead: 'Quem fez o quê e quando: logins, publicações, exclusões, equipe, webhooks e redirecionamentos.',
  filtersLabel: 'Filtros do registro',
  action: 'Ação',
  anyAction: 'Todas as ações',
  person: 'Pessoa',
  anyPerson: 'Todas as pessoas',
  when: 'Quando',
  who: 'Quem',
  what: 'O quê',
  detail: 'Detalhe',
  server: 'Servidor (agendamento)',
  unknownPerson: 'Endereço sem conta',
  loading: 'Carregando registro...',
  loadError: 'Não foi possível carregar o registro',
  retry: 'Tentar novamente',
  empty: 'Nenhum evento',
  emptyFiltered: 'Nenhum evento com esses filtros.',
  emptyAll: 'Ainda não há nada registrado.',
  more: 'Carregar mais',
  loadingMore: 'Carregando...',
  moreError: 'Não foi possível carregar mais eventos',
  /** A sign-in's method, as the server records it in the summary. */
  methods: {
    password: 'senha',
    totp: 'senha e código do aplicativo',
    totp_reused: 'código do aplicativo já usado antes',
    backup_code: 'senha e código de recuperação',
    no_pending_sign_in: 'sem login pendente (sessão de login ilegível, expirada ou já usada)',
  } as Record<string, string>,
  /** Every action the server records (functions/audit/record.ts), grouped for the filter. */
  groups: <{ label: string; actions: Record<string, string> }[]>[
    {
      label: 'Login',
      actions: {
        'sign_in.succeeded': 'Login realizado',
        'sign_in.failed': 'Login falhou',
        'sign_in.locked': 'Conta bloqueada',
        'sign_in.refused_locked': 'Login recusado (conta bloqueada)',
        'sign_in.two_factor_failed': 'Código de verificação errado',
        'two_factor.enabled': 'Verificação em duas etapas ativada',
        'two_factor.disabled': 'Verificação em duas etapas desativada',
      },
    },
    {
      label: 'Conteúdo',
      actions: {
        'article.published': 'Artigo publicado',
        'article.unpublished': 'Artigo despublicado',
        'article.deleted': 'Artigo excluído',
        'translation.updated': 'Tradução atualizada a partir do original',
        'translation.marked_up_to_date': 'Tradução marcada como em dia',
        'review.deleted': 'Review excluído',
        'ebook.deleted': 'Ebook excluído',
        'media.deleted': 'Mídia excluída',
        'contact_message.deleted': 'Mensagem de leitor excluída',
      },
    },
    {
      label: 'Equipe',
      actions: {
        'team.invited': 'Pessoa convidada',
        'team.invitation_revoked': 'Convite revogado',
        'team.invitation_accepted': 'Convite aceito',
        'team.role_changed': 'Papel alterado',
        'team.deactivated': 'Membro desativado',
        'team.reactivated': 'Membro reativado',
        'team.two_factor_reset': 'Verificação em duas etapas redefinida',
      },
    },
    {
      label: 'Integrações',
      actions: {
        'webhook.created': 'Webhook criado',
        'webhook.updated': 'Webhook alterado',
        'webhook.deleted': 'Webhook excluído',
        'redirect.created': 'Redirecionamento criado',
        'redirect.updated': 'Redirecionamento alterado',
        'redirect.deleted': 'Redirecionamento removido',
        'backup.requested': 'Backup pedido',
        'backup.deleted': 'Backup excluído',
        'settings.updated': 'Configurações do site alteradas',
        'testimonial.created': 'Depoimento criado',
        'testimonial.updated': 'Depoimento alterado',
        'testimonial.deleted': 'Depoimento excluído',
        'import.started': 'Importação iniciada',
        'import.completed': 'Importação concluída',
      },
    },
  ],
};

const en: typeof pt = {
  title: 'Audit log',
  lead: 'Who did what and when: sign-ins, publications, deletions, team, webhooks and redirects.',
  filtersLabel: 'Log filters',
  action: 'Action',
  anyAction: 'All actions',
  person: 'Person',
  anyPerson: 'Everyone',
  when: 'When',
  who: 'Who',
  what: 'What',
  detail: 'Detail',
  server: 'Server (scheduling)',
  unknownPerson: 'Address without an account',
  loading: 'Loading the log...',
  loadError: 'Could not load the log',
  retry: 'Try again',
  empty: 'No events',
  emptyFiltered: 'No events match these filters.',
  emptyAll: 'Nothing has been logged yet.',
  more: 'Load more',
  loadingMore: 'Loading...',
  moreError: 'Could not load more events',
  methods: {
    password: 'password',
    totp: 'password and app code',
    totp_reused: 'app code already used before',
    backup_code: 'password and recovery code',
    no_pending_sign_in: 'no pending sign-in (sign-in session unreadable, expired or already used)',
  },
  groups: [
    {
      label: 'Sign-in',
      actions: {
        'sign_in.succeeded': 'Signed in',
        'sign_in.failed': 'Sign-in failed',
        'sign_in.locked': 'Account locked',
        'sign_in.refused_locked': 'Sign-in refused (account locked)',
        'sign_in.two_factor_failed': 'Wrong verification code',
        'two_factor.enabled': 'Two-step sign-in turned on',
        'two_factor.disabled': 'Two-step sign-in turned off',
      },
    },
    {
      label: 'Content',
      actions: {
        'article.published': 'Article published',
        'article.unpublished': 'Article unpublished',
        'article.deleted': 'Article deleted',
        'translation.updated': 'Translation updated from the original',
        'translation.marked_up_to_date': 'Translation marked up to date',
        'review.deleted': 'Review deleted',
        'ebook.deleted': 'Ebook deleted',
        'media.deleted': 'Media deleted',
        'contact_message.deleted': 'Reader message deleted',
      },
    },
    {
      label: 'Team',
      actions: {
        'team.invited': 'Person invited',
        'team.invitation_revoked': 'Invitation revoked',
        'team.invitation_accepted': 'Invitation accepted',
        'team.role_changed': 'Role changed',
        'team.deactivated': 'Member deactivated',
        'team.reactivated': 'Member reactivated',
        'team.two_factor_reset': 'Two-step sign-in reset',
      },
    },
    {
      label: 'Integrations',
      actions: {
        'webhook.created': 'Webhook created',
        'webhook.updated': 'Webhook changed',
        'webhook.deleted': 'Webhook deleted',
        'redirect.created': 'Redirect created',
        'redirect.updated': 'Redirect changed',
        'redirect.deleted': 'Redirect removed',
        'backup.requested': 'Backup requested',
        'backup.deleted': 'Backup deleted',
        'settings.updated': 'Site settings changed',
        'testimonial.created': 'Testimonial created',
        'testimonial.updated': 'Testimonial changed',
        'testimonial.deleted': 'Testimonial deleted',
        'import.started': 'Import started',
        'import.completed': 'Import completed',
      },
    },
  ],
};

export const AUDIT_STRINGS = localized({ pt, en });

/** Every action's name in the language in use, built once per language. */
const labels = new Map<string, Record<string, string>>();
function actionLabels(): Record<string, string> {
  const locale = $adminLocale.get();
  let known = labels.get(locale);
  if (!known) {
    known = Object.assign({}, ...AUDIT_STRINGS.groups.map((group) => group.actions)) as Record<string, string>;
    labels.set(locale, known);
  }
  return known;
}

/** An event's detail on screen: a sign-in's method in words, anything else as recorded. */
export const summaryText = (action: string, summary: string): string =>
  action.startsWith('sign_in.') ? (AUDIT_STRINGS.methods[summary] ?? summary) : summary;

/** An action's name on screen; an action this screen does not know yet shows as the server names it. */
export const actionLabel = (action: string): string => actionLabels()[action] ?? action;
