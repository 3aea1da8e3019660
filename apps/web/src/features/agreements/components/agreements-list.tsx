import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Agreement, AgreementStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../../lib/query-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { downloadAgreement, type AgreementCopy } from '../api/agreement-files.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const colours: Record<AgreementStatus, string> = {
  generado: 'blue',
  firmado_empresa: 'indigo',
  enviado_secretaria: 'cyan',
  formalizado: 'green',
  erroneo: 'red',
  caducado: 'gray',
};

/** The company's agreements with their state and downloads (statuses). */
export function AgreementsList({ agreements }: { agreements: Agreement[] }) {
  const { t, i18n } = useTranslation('agreements');
  if (agreements.length === 0) {
    return <Text>{t('list.empty')}</Text>;
  }
  const download = (agreement: Agreement, which: AgreementCopy) => {
    downloadAgreement(agreement, which).catch(showCallError);
  };
  return (
    <ScrollTable minWidth={640}>
      <Table striped highlightOnHover data-testid="agreements-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.number')}</Table.Th>
            <Table.Th scope="col">{t('list.date')}</Table.Th>
            <Table.Th scope="col">{t('list.state')}</Table.Th>
            <Table.Th scope="col">{t('list.signer')}</Table.Th>
            <Table.Th scope="col">{t('list.payment')}</Table.Th>
            <Table.Th scope="col">{t('list.downloads')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreements.map((a) => (
            <Table.Tr key={a.idConvenio} data-testid={`agreement-${String(a.idConvenio)}`}>
              <Table.Td>{a.idConvenio}</Table.Td>
              <Table.Td>{formatDay(a.fecha, i18n.language)}</Table.Td>
              <Table.Td>
                {/* Never cut to «FO…»: on a narrow screen the table scrolls instead. */}
                <Badge
                  color={colours[a.estado]}
                  variant="light"
                  autoContrast
                  maw="none"
                  styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
                  data-testid="agreement-state"
                >
                  {t(`status.${a.estado}`)}
                </Badge>
                {a.motivo !== null && (
                  <Text size="xs" mt={4}>
                    {t('list.reason', { motivo: a.motivo })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{a.firmante}</Table.Td>
              <Table.Td>
                {a.pagoDomiciliado
                  ? `${t('form.directDebit')} ${a.ibanEnmascarado ?? ''}`
                  : t('form.transfer')}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('list.downloadLabel', { id: a.idConvenio })}
                    onClick={() => {
                      download(a, 'generated');
                    }}
                  >
                    {t('list.download')}
                  </Button>
                  {a.enlaceFirmado !== null && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('list.downloadSignedLabel', { id: a.idConvenio })}
                      onClick={() => {
                        download(a, 'signed');
                      }}
                    >
                      {t('list.downloadSigned')}
                    </Button>
                  )}
                  {a.enlaceFormalizado !== null && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('list.downloadCountersignedLabel', { id: a.idConvenio })}
                      onClick={() => {
                        download(a, 'countersigned');
                      }}
                    >
                      {t('list.downloadCountersigned')}
                    </Button>
                  )}
                  {a.enlaceAdjunto !== null && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('list.downloadAttachmentLabel', { id: a.idConvenio })}
                      onClick={() => {
                        download(a, 'attachment');
                      }}
                    >
                      {t('list.downloadAttachment')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
