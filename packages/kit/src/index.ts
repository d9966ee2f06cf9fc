/** `@canal/kit`: the light core (`@canal/kit/core`), plus antd's components and the kit's parts built on them. */
export * from './core';
export * from './api/readOptionsAnswer';
export * from './ui/icons';
export * from './ui/antd';
export * from './ui/AntdProviders';
export * from './components/NotConnected';
export * from './components/JoinLiveButton';
export * from './components/PageSection';
export * from './components/ConsentHistory';
export * from './components/FilePicker';
