import { createContext } from 'react';
import { defaultConfig, type RuntimeConfig } from './runtime-config';

export const ConfigContext = createContext<RuntimeConfig>(defaultConfig);
