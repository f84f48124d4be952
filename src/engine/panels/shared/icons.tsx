import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  FilePdfOutlined,
  InfoCircleOutlined,
  SearchOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { IconNameValue } from './vocabulary.ts';

/** The icon of each name of the vocabulary (vocabulary.ts): a name without an icon fails the typecheck. */
export const ICONS: Record<IconNameValue, ReactNode> = {
  eye: <EyeOutlined />,
  'file-pdf': <FilePdfOutlined />,
  check: <CheckOutlined />,
  close: <CloseOutlined />,
  search: <SearchOutlined />,
  environment: <EnvironmentOutlined />,
  info: <InfoCircleOutlined />,
  edit: <EditOutlined />,
  'bar-chart': <BarChartOutlined />,
  'unordered-list': <UnorderedListOutlined />,
};
