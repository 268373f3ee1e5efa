#include "features/discover/vocabulary.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace sangam::features::discover::vocabulary {
namespace {

using namespace std::string_view_literals;

constexpr std::array k_industries{"AI/ML"sv,  "Fintech"sv,      "Healthcare"sv, "E-commerce"sv,
                                  "SaaS"sv,   "Blockchain"sv,   "EdTech"sv,     "CleanTech"sv,
                                  "Gaming"sv, "Social Media"sv, "IoT"sv,        "Cybersecurity"sv};

// Pairs of industries that share customers, technology or talent.
constexpr std::array<std::pair<std::string_view, std::string_view>, 20> k_related{{
    {"AI/ML", "SaaS"},
    {"AI/ML", "IoT"},
    {"AI/ML", "Cybersecurity"},
    {"AI/ML", "Healthcare"},
    {"Fintech", "Blockchain"},
    {"Fintech", "E-commerce"},
    {"Fintech", "SaaS"},
    {"Fintech", "Cybersecurity"},
    {"Healthcare", "IoT"},
    {"E-commerce", "Social Media"},
    {"E-commerce", "SaaS"},
    {"SaaS", "Cybersecurity"},
    {"SaaS", "EdTech"},
    {"EdTech", "Gaming"},
    {"EdTech", "Social Media"},
    {"CleanTech", "IoT"},
    {"Gaming", "Social Media"},
    {"IoT", "Cybersecurity"},
    {"Blockchain", "Cybersecurity"},
    {"Blockchain", "Gaming"},
}};

constexpr std::array k_skills{"Python"sv,
                              "JavaScript"sv,
                              "React"sv,
                              "Node.js"sv,
                              "Go"sv,
                              "Java"sv,
                              "Kotlin"sv,
                              "Swift"sv,
                              "Flutter"sv,
                              "C++"sv,
                              "Rust"sv,
                              "SQL"sv,
                              "Data Science"sv,
                              "Machine Learning"sv,
                              "Deep Learning"sv,
                              "NLP"sv,
                              "Computer Vision"sv,
                              "DevOps"sv,
                              "Cloud Architecture"sv,
                              "Security Engineering"sv,
                              "Smart Contracts"sv,
                              "Embedded Systems"sv,
                              "Hardware Design"sv,
                              "Mobile Development"sv,
                              "Full-Stack Development"sv,
                              "System Design"sv,
                              "Product Management"sv,
                              "Growth Marketing"sv,
                              "Performance Marketing"sv,
                              "Content Marketing"sv,
                              "Brand Strategy"sv,
                              "SEO"sv,
                              "Sales"sv,
                              "Enterprise Sales"sv,
                              "Business Development"sv,
                              "Partnerships"sv,
                              "Fundraising"sv,
                              "Financial Modelling"sv,
                              "Accounting"sv,
                              "Operations"sv,
                              "Supply Chain"sv,
                              "Logistics"sv,
                              "Customer Success"sv,
                              "Community Building"sv,
                              "Hiring"sv,
                              "People Management"sv,
                              "Legal & Compliance"sv,
                              "Regulatory Affairs"sv,
                              "Public Policy"sv,
                              "Strategy"sv,
                              "UI/UX Design"sv,
                              "User Research"sv,
                              "Graphic Design"sv,
                              "Payments"sv,
                              "Lending"sv,
                              "Insurance"sv,
                              "Clinical Research"sv,
                              "Healthcare Operations"sv,
                              "Pedagogy"sv,
                              "Game Design"sv,
                              "Renewable Energy"sv,
                              "Agritech"sv,
                              "D2C Retail"sv,
                              "Data Engineering"sv};
static_assert(k_skills.size() <= 64, "skills are one 64-bit set per member");

constexpr std::array k_interests{
    "Marketing"sv, "Operations"sv, "Design"sv, "HR"sv,      "Product Development"sv,
    "Sales"sv,     "Technology"sv, "Legal"sv,  "Finance"sv, "Fundraising"sv};

constexpr std::array k_goals{"Build Network"sv,          "Scale Business"sv, "Product Feedback"sv,
                             "Raise Funding"sv,          "Find Mentor"sv,    "Enter New Markets"sv,
                             "Strategic Partnerships"sv, "Find Co-founder"sv};

constexpr std::array k_stages{"Idea"sv,     "MVP"sv,      "Seed"sv,
                              "Series A"sv, "Series B"sv, "Series C+"sv};

struct known_city final {
  std::string_view name;
  std::uint16_t region;
};

// Region numbers group cities within commuting distance of each other; 0 stands alone.
constexpr std::array<known_city, 35> k_cities{{
    {"Bengaluru", 1},    {"Mysuru", 1},
    {"Mumbai", 2},       {"Navi Mumbai", 2},
    {"Thane", 2},        {"Pune", 2},
    {"New Delhi", 3},    {"Gurugram", 3},
    {"Noida", 3},        {"Faridabad", 3},
    {"Ghaziabad", 3},    {"Hyderabad", 4},
    {"Secunderabad", 4}, {"Ahmedabad", 5},
    {"Gandhinagar", 5},  {"Chandigarh", 6},
    {"Mohali", 6},       {"Panchkula", 6},
    {"Lucknow", 7},      {"Kanpur", 7},
    {"Bhubaneswar", 8},  {"Cuttack", 8},
    {"Chennai", 0},      {"Kolkata", 0},
    {"Kochi", 0},        {"Thiruvananthapuram", 0},
    {"Jaipur", 0},       {"Indore", 0},
    {"Bhopal", 0},       {"Coimbatore", 0},
    {"Goa", 0},          {"Surat", 0},
    {"Nagpur", 0},       {"Visakhapatnam", 0},
    {"Vadodara", 0},
}};
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> k_aliases{{
    {"Bangalore", "Bengaluru"},
    {"Mysore", "Mysuru"},
    {"Bombay", "Mumbai"},
    {"Delhi", "New Delhi"},
    {"Gurgaon", "Gurugram"},
    {"Vizag", "Visakhapatnam"},
}};

bool same_text(std::string_view a, std::string_view b, bool ignore_case) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto x = a[i];
    auto y = b[i];
    if (ignore_case) {
      if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
      if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    }
    if (x != y) return false;
  }
  return true;
}

template <std::size_t n>
std::optional<unsigned> position_of(const std::array<std::string_view, n>& words,
                                    std::string_view word, bool ignore_case = false) {
  for (unsigned i = 0; i < n; ++i) {
    if (same_text(words[i], word, ignore_case)) return i;
  }
  return std::nullopt;
}

}  // namespace

std::span<const std::string_view> industries() {
  return k_industries;
}

std::uint8_t industry_id(std::string_view name) {
  const auto at = position_of(k_industries, name, true);
  return at ? static_cast<std::uint8_t>(*at + 1) : 0;
}

bool related_industries(std::uint8_t a, std::uint8_t b) {
  if (a == 0 || b == 0 || a == b) return false;
  const auto name_a = k_industries[a - 1];
  const auto name_b = k_industries[b - 1];
  return std::any_of(k_related.begin(), k_related.end(), [&](const auto& pair) {
    return (pair.first == name_a && pair.second == name_b) ||
           (pair.first == name_b && pair.second == name_a);
  });
}

std::span<const std::string_view> skills() {
  return k_skills;
}
std::optional<unsigned> skill_bit(std::string_view name) {
  return position_of(k_skills, name, true);
}
std::span<const std::string_view> interests() {
  return k_interests;
}
std::optional<unsigned> interest_bit(std::string_view name) {
  return position_of(k_interests, name);
}
std::span<const std::string_view> goals() {
  return k_goals;
}
std::optional<unsigned> goal_bit(std::string_view name) {
  return position_of(k_goals, name);
}

funding_stage stage_from(std::string_view name) {
  const auto at = position_of(k_stages, name, true);
  return at ? static_cast<funding_stage>(*at + 1) : funding_stage::unknown;
}

std::string_view stage_name(funding_stage stage) {
  return stage == funding_stage::unknown ? std::string_view{}
                                         : k_stages[static_cast<std::size_t>(stage) - 1];
}

city city_from(std::string_view name) {
  while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
  while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
  for (const auto& [alias, canonical] : k_aliases) {
    if (same_text(alias, name, true)) name = canonical;
  }
  std::uint16_t id = 1;
  for (const auto& known : k_cities) {
    if (same_text(known.name, name, true)) return {id, known.region};
    ++id;
  }
  return {};
}

std::span<const std::string_view> city_names() {
  static const auto names = [] {
    std::array<std::string_view, k_cities.size()> out{};
    for (std::size_t i = 0; i < k_cities.size(); ++i) out[i] = k_cities[i].name;
    return out;
  }();
  return names;
}

}  // namespace sangam::features::discover::vocabulary
