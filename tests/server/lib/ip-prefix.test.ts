import { describe, expect, it } from 'vitest';
import { addressAndNetwork } from '../../../server/lib/http/ip-prefix';

describe('addressAndNetwork', () => {
  it('IPv4: the address and its /24', () => {
    expect(addressAndNetwork('196.200.131.7')).toEqual({ address: '196.200.131.7', network: '196.200.131.0/24' });
    expect(addressAndNetwork('::ffff:10.1.2.3')).toEqual({ address: '10.1.2.3', network: '10.1.2.0/24' });
  });

  it('IPv6: the /64 counts as one address, the /48 as its network, however the address is written', () => {
    expect(addressAndNetwork('2001:db8:abcd:12:1:2:3:4')).toEqual({ address: '2001:db8:abcd:12::/64', network: '2001:db8:abcd::/48' });
    expect(addressAndNetwork('2001:0db8:abcd:0012::9')).toEqual({ address: '2001:db8:abcd:12::/64', network: '2001:db8:abcd::/48' });
    expect(addressAndNetwork('2001:db8::1')).toEqual({ address: '2001:db8:0:0::/64', network: '2001:db8:0::/48' });
    expect(addressAndNetwork('::1')).toEqual({ address: '0:0:0:0::/64', network: '0:0:0::/48' });
    expect(addressAndNetwork('fe80::1%eth0').network).toBe('fe80:0:0::/48');
  });

  it('anything else is its own address and network', () => {
    expect(addressAndNetwork('unknown')).toEqual({ address: 'unknown', network: 'unknown' });
  });
});
