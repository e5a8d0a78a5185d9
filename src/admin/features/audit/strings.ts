/** The audit log screen's texts (Portuguese, as the rest of the back office). */
export const AUDIT_STRINGS = {
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
  groups: [
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
} as const;

const LABELS: Record<string, string> = Object.assign({}, ...AUDIT_STRINGS.groups.map((group) => group.actions));

/** An event's detail on screen: a sign-in's method in words, anything else as recorded. */
export const summaryText = (action: string, summary: string): string =>
  action.startsWith('sign_in.') ? (AUDIT_STRINGS.methods[summary] ?? summary) : summary;

/** An action's name on screen; an action this screen does not know yet shows as the server names it. */
export const actionLabel = (action: string): string => LABELS[action] ?? action;
