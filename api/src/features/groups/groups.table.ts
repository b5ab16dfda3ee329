export interface GroupTables {
  groups: {
    id: string;
    slug: string;
    name: string;
    logo_url: string | null;
    content_only: number;
    pricing_enabled: number;
    created_at: string;
  };
  group_members: {
    group_id: string;
    user_id: string;
    role: string;
    role_when_joined: string;
    is_admin: number;
    approved_at: string | null;
    created_at: string;
    last_visited_at: string | null;
  };
}
