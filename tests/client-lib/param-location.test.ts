import { defaultParamLocation, isParamLocation, isPathParamOf, PARAM_LOCATION_LABELS, PARAM_LOCATIONS } from '@api-market/rules';
import { describe, expect, it } from 'vitest';

describe('parameter locations (@api-market/rules, issue #29)', () => {
  it('lists the five locations, each with a zh and an en label', () => {
    expect(PARAM_LOCATIONS).toEqual(['query', 'path', 'header', 'cookie', 'body']);
    for (const l of PARAM_LOCATIONS) {
      expect(PARAM_LOCATION_LABELS[l].zh).not.toBe('');
      expect(PARAM_LOCATION_LABELS[l].en).not.toBe('');
    }
    expect(PARAM_LOCATION_LABELS.header).toEqual({ zh: '请求头', en: 'Header' });
  });

  it('accepts only the listed locations', () => {
    expect(isParamLocation('cookie')).toBe(true);
    expect(isParamLocation('Header')).toBe(false);
    expect(isParamLocation('form')).toBe(false);
    expect(isParamLocation(undefined)).toBe(false);
  });

  it('a name in the address as {name} or :name is a path parameter, whatever the method', () => {
    expect(defaultParamLocation('GET', 'id', 'https://api.example.com/users/{id}')).toBe('path');
    expect(defaultParamLocation('POST', 'id', 'https://api.example.com/users/:id/orders')).toBe('path');
    expect(defaultParamLocation('DELETE', 'id', '/api/items/:id')).toBe('path');
  });

  it('otherwise GET and DELETE put it in the query, POST and PUT in the body', () => {
    expect(defaultParamLocation('GET', 'city', 'https://api.example.com/weather')).toBe('query');
    expect(defaultParamLocation('delete', 'city', 'https://api.example.com/weather')).toBe('query');
    expect(defaultParamLocation('POST', 'city', 'https://api.example.com/weather')).toBe('body');
    expect(defaultParamLocation('PUT', 'city', 'https://api.example.com/weather')).toBe('body');
  });

  it('does not take a port, a longer name, a query or a fragment for a path parameter', () => {
    expect(isPathParamOf('https://api.example.com:8080/x', '8080')).toBe(false);
    expect(isPathParamOf('https://api.example.com/users/:idx', 'id')).toBe(false);
    expect(isPathParamOf('https://api.example.com/users?:id', 'id')).toBe(false);
    expect(isPathParamOf('https://api.example.com/users/{userId}', 'user')).toBe(false);
    expect(defaultParamLocation('GET', 'id', 'https://api.example.com/users/{ids}')).toBe('query');
  });
});
