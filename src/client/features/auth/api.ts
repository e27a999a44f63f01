import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  ResendConfirmationRequest,
  SettingsRequest,
  SettingsResponse,
  UserResponse,
} from '../../../shared/api/auth';
import { api } from '../../lib/api-client';

export const authApi = {
  register: (body: RegisterRequest) => api.post<RegisterResponse>('/api/register', body),
  login: (body: LoginRequest) => api.post<UserResponse>('/api/login', body),
  logout: () => api.post<{ success: true }>('/api/logout'),
  resendConfirmation: (body: ResendConfirmationRequest) => api.post<{ success: true; message: string }>('/api/resend-confirmation', body),
  me: () => api.get<UserResponse>('/api/me'),
  saveSettings: (body: SettingsRequest) => api.put<SettingsResponse>('/api/user-settings', body),
  changePassword: (body: ChangePasswordRequest) => api.post<{ success: true; message: string }>('/api/account/password', body),
  deleteAccount: (body: DeleteAccountRequest) => api.delete<{ success: true; message: string }>('/api/account', body),
};

export const EXPORT_URL = '/api/account/export';
