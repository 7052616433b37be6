import { Badge, Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { endpoints, type OpenApiDocument } from '../rest-example';
import { bilingualHalf } from '../../../i18n/localized';
import { ApiVersionReference } from './ApiVersionReference';
import { DocsShell, go, type MenuGroup } from './DocsShell';
import { Operation } from './RestOperation';
import '../i18n';

/** /docs/rest-api: the OpenAPI document the gateway serves, rendered with a menu by tag. */
export function RestReference() {
  const { t, i18n } = useTranslation();
  // One tag's section at a time, picked in the sticky menu (not one 50,000-character scroll).
  const [picked, setPicked] = useState<string | null>(null);
  const target = useRef<string | null>(null);
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    fetch('/api/openapi.json')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(
        (d: OpenApiDocument) => setDoc(d),
        () => setFailed(true),
      );
  }, []);
  useEffect(load, [load]);

  const all = doc ? endpoints(doc) : [];
  const tags = doc?.tags.filter((tag) => all.some((e) => e.op.tags?.[0] === tag.name)) ?? [];
  // A link to an API's versions (`?api=<id>`) opens the version switcher.
  const [params] = useSearchParams();
  const active = picked ?? (params.get('api') ? 'api-versions' : tags[0] ? `tag-${tags[0].name}` : undefined);
  const pick = (group: string, item?: string) => {
    target.current = item ?? group;
    setPicked(group);
  };
  useEffect(() => {
    if (!target.current) return;
    go(target.current);
    target.current = null;
  }, [picked]);
  const menu: MenuGroup[] = tags.map((tag) => ({
    id: `tag-${tag.name}`,
    label: t(`docs.tags.${tag.name}`, { defaultValue: tag.name }),
    items: all
      .filter((e) => e.op.tags?.[0] === tag.name)
      .map((e) => ({ id: `op-${e.op.operationId}`, label: `${e.method} ${e.path}` })),
  }));
  // The version switcher: the document has one version, so it switches between an API's versions (issue #30).
  if (doc) menu.push({ id: 'api-versions', label: t('docs.versions.menu') });
  return (
    <DocsShell
      title={t('docs.rest.title')}
      intro={t('docs.rest.intro', { count: all.length })}
      menu={menu}
      active={active}
      onPick={pick}
    >
      <Flex gap="3" mb="6" wrap="wrap">
        {doc && (
          <Badge variant="outline" data-testid="docs-document-version">
            {t('docs.versions.document', { version: doc.info.version })}
          </Badge>
        )}
        <Link href="/api/openapi.json" target="_blank" rel="noreferrer" fontSize="sm">
          {t('docs.rest.openapi')} (/api/openapi.json)
        </Link>
        <Link href="/api/docs/" target="_blank" rel="noreferrer" fontSize="sm">
          {t('docs.rest.interactive')} (/api/docs)
        </Link>
        <Link href="#/docs/agents" fontSize="sm">
          {t('docs.agents.link')}
        </Link>
      </Flex>
      {failed ? (
        <Stack align="flex-start">
          <Text color="fg.error">{t('docs.loadFailed')}</Text>
          <Button size="sm" onClick={load}>
            {t('docs.retry')}
          </Button>
        </Stack>
      ) : !doc ? (
        <Stack role="status" aria-label={t('docs.loading')}>
          <Skeleton h="40" />
          <Skeleton h="40" />
        </Stack>
      ) : active === 'api-versions' ? (
        <ApiVersionReference documentVersion={doc.info.version} />
      ) : (
        tags
          .filter((tag) => `tag-${tag.name}` === active)
          .map((tag) => (
            <Box as="section" key={tag.name} id={`tag-${tag.name}`} mb="8" scrollMarginTop="20">
              <Heading as="h2" size="lg" mb="1">
                {t(`docs.tags.${tag.name}`, { defaultValue: tag.name })}
              </Heading>
              <Text color="fg.muted" fontSize="sm" mb="3">
                {bilingualHalf(tag.description ?? '', i18n.language)}
              </Text>
              {all
                .filter((e) => e.op.tags?.[0] === tag.name)
                .map((e) => (
                  <Operation key={`${e.method} ${e.path}`} e={e} />
                ))}
            </Box>
          ))
      )}
    </DocsShell>
  );
}
