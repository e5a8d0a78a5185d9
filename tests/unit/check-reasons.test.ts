/** A link check's stored (English) reason, given in the reader's language (functions/affiliate/check-reasons.ts). */
import { describe, expect, it } from 'vitest';
import { checkReasonText } from '../../functions/affiliate/check-reasons.ts';

describe('checkReasonText', () => {
  it('translates every reason check-url.ts writes, with its values', () => {
    expect(checkReasonText('the name does not resolve (ENOTFOUND)', 'pt')).toBe('o nome do site não existe no DNS (ENOTFOUND)');
    expect(checkReasonText('no answer within 10 s', 'pt')).toBe('sem resposta em 10 s');
    expect(checkReasonText('HTTP 404', 'pt')).toBe('a loja respondeu HTTP 404');
    expect(checkReasonText('redirect loop at https://shop.example/a', 'pt')).toBe('redirecionamento em ciclo em https://shop.example/a');
    expect(checkReasonText('more than 5 redirects', 'pt')).toBe('mais de 5 redirecionamentos');
    expect(checkReasonText('unreadable redirect to http://[x', 'pt')).toBe('redirecionamento ilegível para http://[x');
    expect(checkReasonText('shop.local resolves to a private or loopback address (10.0.0.2)', 'pt')).toBe(
      'shop.local aponta para um endereço privado ou de loopback (10.0.0.2)',
    );
    expect(checkReasonText('only http and https addresses are allowed', 'pt')).toBe('só são aceitos endereços http e https');
    expect(checkReasonText('connect ECONNREFUSED 203.0.113.5:443', 'pt')).toBe('a conexão foi recusada (ECONNREFUSED)');
  });

  it('keeps English, an unknown reason and no reason as they are', () => {
    expect(checkReasonText('the name does not resolve (ENOTFOUND)', 'en')).toBe('the name does not resolve (ENOTFOUND)');
    expect(checkReasonText('socket hang up', 'pt')).toBe('socket hang up');
    expect(checkReasonText(null, 'pt')).toBeNull();
  });
});
