#!/usr/bin/env python3
"""Generate Sangam's demo content: founders, mentors, investors, events and stories.

Usage:  python3 data/demo/generate.py

Python 3 standard library only, no network. A fixed seed and fixed word lists make the output
deterministic: running the script twice writes byte-identical files. Every person is fictional,
every company and firm name is made up, and every e-mail address is on the reserved domain
`sangam.demo`. The script ends with a self-check (counts, unique e-mails, vocabulary) and exits
non-zero if any check fails.
"""

import json
import random
import sys
import unicodedata
from datetime import date, timedelta
from pathlib import Path

SEED = 20261201
OUT_DIR = Path(__file__).resolve().parent
EMAIL_DOMAIN = "sangam.demo"

N_FOUNDERS = 320
N_MENTORS = 40
N_INVESTORS = 40
N_EVENTS = 24
N_VIRTUAL_EVENTS = 16
N_STORIES = 12
COFOUNDER_SHARE = 0.35   # founders whose goals include "Find Co-founder"
PRO_SHARE = 0.30         # founders on the "pro" plan

# ---------------------------------------------------------------------------------------------
# Vocabulary (exact strings of notes/vocabulary.md, shared with the matching engine)
# ---------------------------------------------------------------------------------------------

INDUSTRIES = ["AI/ML", "Fintech", "Healthcare", "E-commerce", "SaaS", "Blockchain", "EdTech",
              "CleanTech", "Gaming", "Social Media", "IoT", "Cybersecurity"]
INTERESTS = ["Marketing", "Operations", "Design", "HR", "Product Development", "Sales",
             "Technology", "Legal", "Finance", "Fundraising"]
GOALS = ["Build Network", "Scale Business", "Product Feedback", "Raise Funding", "Find Mentor",
         "Enter New Markets", "Strategic Partnerships", "Find Co-founder"]
STAGES = ["Idea", "MVP", "Seed", "Series A", "Series B", "Series C+"]
SKILLS = [
    "Python", "JavaScript", "React", "Node.js", "Go", "Java", "Kotlin", "Swift", "Flutter", "C++",
    "Rust", "SQL", "Data Science", "Machine Learning", "Deep Learning", "NLP", "Computer Vision",
    "DevOps", "Cloud Architecture", "Security Engineering", "Smart Contracts", "Embedded Systems",
    "Hardware Design", "Mobile Development", "Full-Stack Development", "System Design",
    "Product Management", "Growth Marketing", "Performance Marketing", "Content Marketing",
    "Brand Strategy", "SEO", "Sales", "Enterprise Sales", "Business Development", "Partnerships",
    "Fundraising", "Financial Modelling", "Accounting", "Operations", "Supply Chain", "Logistics",
    "Customer Success", "Community Building", "Hiring", "People Management",
    "Legal & Compliance", "Regulatory Affairs", "Public Policy", "Strategy",
    "UI/UX Design", "User Research", "Graphic Design",
    "Payments", "Lending", "Insurance", "Clinical Research", "Healthcare Operations", "Pedagogy",
    "Game Design", "Renewable Energy", "Agritech", "D2C Retail", "Data Engineering",
]
CITY_GROUPS = [
    ["Bengaluru", "Mysuru"],
    ["Mumbai", "Navi Mumbai", "Thane", "Pune"],
    ["New Delhi", "Gurugram", "Noida", "Faridabad", "Ghaziabad"],
    ["Hyderabad", "Secunderabad"],
    ["Ahmedabad", "Gandhinagar"],
    ["Chandigarh", "Mohali", "Panchkula"],
    ["Lucknow", "Kanpur"],
    ["Bhubaneswar", "Cuttack"],
    ["Chennai"], ["Kolkata"], ["Kochi"], ["Thiruvananthapuram"], ["Jaipur"], ["Indore"],
    ["Bhopal"], ["Coimbatore"], ["Goa"], ["Surat"], ["Nagpur"], ["Visakhapatnam"], ["Vadodara"],
]
CITIES = [city for group in CITY_GROUPS for city in group]
CITY_GROUP_OF = {city: i for i, group in enumerate(CITY_GROUPS) for city in group}
# Success stories are filtered with their own strings (SPEC section 9).
STORY_INDUSTRIES = ["AI/ML", "FinTech", "Healthcare", "B2B", "SaaS"]

# ---------------------------------------------------------------------------------------------
# Spread of the founders (exact quotas, shuffled with the seed)
# ---------------------------------------------------------------------------------------------

FOUNDER_INDUSTRY_QUOTA = {
    "AI/ML": 40, "Fintech": 40, "SaaS": 36, "Healthcare": 30, "E-commerce": 30, "EdTech": 26,
    "CleanTech": 24, "Cybersecurity": 20, "IoT": 20, "Gaming": 18, "Social Media": 18,
    "Blockchain": 18,
}
# Skewed to the big startup hubs; every city of the vocabulary appears at least once.
FOUNDER_CITY_QUOTA = {
    "Bengaluru": 68, "Mysuru": 4,
    "Mumbai": 34, "Navi Mumbai": 6, "Thane": 5, "Pune": 22,
    "New Delhi": 18, "Gurugram": 22, "Noida": 12, "Faridabad": 3, "Ghaziabad": 3,
    "Hyderabad": 28, "Secunderabad": 4,
    "Chennai": 18,
    "Ahmedabad": 8, "Gandhinagar": 3,
    "Chandigarh": 4, "Mohali": 3, "Panchkula": 2,
    "Lucknow": 3, "Kanpur": 2,
    "Bhubaneswar": 3, "Cuttack": 1,
    "Kolkata": 8, "Kochi": 6, "Thiruvananthapuram": 3, "Jaipur": 5, "Indore": 4, "Bhopal": 2,
    "Coimbatore": 4, "Goa": 3, "Surat": 3, "Nagpur": 2, "Visakhapatnam": 2, "Vadodara": 2,
}
FOUNDER_STAGE_QUOTA = {"Idea": 38, "MVP": 64, "Seed": 102, "Series A": 64, "Series B": 32,
                       "Series C+": 20}
# Cities for mentors and investors (40 each), weighted towards where the money and the
# experienced operators are.
SENIOR_CITY_WEIGHTS = {
    "Bengaluru": 12, "Mumbai": 9, "Pune": 2, "Thane": 1, "New Delhi": 4, "Gurugram": 4,
    "Noida": 1, "Hyderabad": 3, "Chennai": 3, "Ahmedabad": 1, "Chandigarh": 1, "Kolkata": 1,
    "Kochi": 1, "Jaipur": 1, "Goa": 1, "Coimbatore": 1,
}

# ---------------------------------------------------------------------------------------------
# Names: communities from every region. A person's first name and surname come from the same
# community; communities are more likely in their home cities, but people move, so any
# community can appear anywhere.
# ---------------------------------------------------------------------------------------------

COMMUNITIES = {
    "hindi": dict(
        weight=10,
        home=["Lucknow", "Kanpur", "New Delhi", "Noida", "Ghaziabad", "Bhopal", "Indore"],
        male=["Aarav", "Aditya", "Akash", "Abhishek", "Ankit", "Anurag", "Ashutosh", "Ayush",
              "Devansh", "Gaurav", "Harsh", "Kartik", "Manish", "Mayank", "Nikhil", "Pranav",
              "Rahul", "Rohit", "Saurabh", "Shivam", "Siddharth", "Utkarsh", "Vaibhav", "Vivek",
              "Yash"],
        female=["Aditi", "Ananya", "Anjali", "Deepika", "Divya", "Garima", "Ishita", "Kavya",
                "Kritika", "Megha", "Neha", "Nidhi", "Pooja", "Prachi", "Priya", "Ritika",
                "Sakshi", "Shreya", "Shruti", "Swati", "Tanvi", "Richa"],
        surnames=["Sharma", "Verma", "Gupta", "Agarwal", "Srivastava", "Tiwari", "Tripathi",
                  "Dubey", "Mishra", "Pandey", "Yadav", "Saxena", "Rastogi", "Shukla",
                  "Chaturvedi", "Bajpai", "Awasthi", "Dwivedi", "Upadhyay", "Chauhan", "Rathore",
                  "Maurya", "Nigam", "Khare", "Bhargava"]),
    "bihari": dict(
        weight=3, home=["New Delhi", "Noida", "Kolkata"],
        male=["Abhinav", "Prashant", "Rajeev", "Amit", "Shashank", "Aman", "Ravi", "Sumit",
              "Ritesh", "Alok", "Kumar"],
        female=["Shalini", "Pallavi", "Rashmi", "Ruchi", "Nupur", "Sneha", "Aparna", "Surabhi"],
        surnames=["Sinha", "Jha", "Prasad", "Thakur", "Choudhary", "Ojha", "Pathak", "Mishra",
                  "Anand", "Kashyap"]),
    "punjabi": dict(
        weight=5, home=["New Delhi", "Gurugram", "Faridabad", "Chandigarh", "Mohali", "Panchkula"],
        male=["Arjun", "Kabir", "Karan", "Rohan", "Varun", "Sahil", "Nitin", "Tushar", "Mohit",
              "Ishaan", "Vikram", "Sameer", "Rajat", "Chirag", "Dhruv", "Naman"],
        female=["Simran", "Nandini", "Mehak", "Ritu", "Tanya", "Shivani", "Kanika", "Aanchal",
                "Ira", "Sonia", "Ishani", "Radhika"],
        surnames=["Malhotra", "Kapoor", "Khanna", "Arora", "Sethi", "Bhatia", "Chopra", "Bedi",
                  "Mehra", "Sahni", "Grover", "Tandon", "Ahuja", "Chawla", "Dhawan", "Talwar",
                  "Marwah", "Khurana", "Vij", "Suri", "Luthra", "Nanda", "Bhalla"]),
    "sikh": dict(
        weight=4, home=["Chandigarh", "Mohali", "Panchkula", "New Delhi", "Gurugram"],
        male=["Gurpreet", "Harpreet", "Jaspreet", "Amandeep", "Harjot", "Navjot", "Jasdeep",
              "Tejinder", "Kanwar", "Prabhjot", "Inderjit", "Arshdeep"],
        female=["Simranjeet", "Harleen", "Jasleen", "Navneet", "Gurleen", "Amrit", "Sukhmani",
                "Kirandeep", "Manjot", "Prabhleen", "Ravneet"],
        surnames=["Gill", "Sandhu", "Sidhu", "Dhillon", "Grewal", "Bajwa", "Randhawa", "Bindra",
                  "Sodhi", "Virk", "Brar", "Ahluwalia", "Bhasin", "Chadha", "Walia"],
        male_surnames=["Singh"], female_surnames=["Kaur"]),
    "marwari": dict(
        weight=4, home=["Jaipur", "Kolkata", "Mumbai", "Indore"],
        male=["Ankur", "Pulkit", "Rishabh", "Lokesh", "Nakul", "Piyush", "Saket", "Tanmay",
              "Keshav", "Hemant", "Yogesh", "Mukul", "Shubham"],
        female=["Khushi", "Muskan", "Payal", "Riya", "Shweta", "Nikita", "Surbhi", "Kirti",
                "Aakriti", "Palak", "Vidhi", "Jhanvi"],
        surnames=["Jain", "Maheshwari", "Khandelwal", "Oswal", "Bhandari", "Mathur", "Shekhawat",
                  "Singhal", "Poddar", "Kothari", "Bafna", "Mundra", "Surana", "Daga", "Goyal",
                  "Kedia", "Sanghi", "Rathi"]),
    "sindhi": dict(
        weight=1.5, home=["Mumbai", "Thane", "Pune", "Ahmedabad", "Jaipur", "Indore"],
        male=["Jatin", "Vishal", "Sunny", "Dinesh", "Manoj", "Kamal", "Rohit", "Karan"],
        female=["Kajal", "Nisha", "Sapna", "Komal", "Bhavna", "Sheetal", "Simran", "Neha"],
        surnames=["Lalwani", "Mirchandani", "Keswani", "Gidwani", "Motwani", "Vaswani",
                  "Sadarangani", "Bhatija", "Daryani", "Melwani"]),
    "kashmiri_pandit": dict(
        weight=1, home=["New Delhi", "Noida", "Gurugram"],
        male=["Sumeet", "Ajay", "Sanjay", "Vikram", "Aditya", "Neeraj", "Rohit"],
        female=["Shefali", "Sheetal", "Nandita", "Ruchi", "Meenakshi", "Anupama", "Sonal"],
        surnames=["Kaul", "Raina", "Dhar", "Zutshi", "Tickoo", "Pandita", "Wali", "Koul",
                  "Ganjoo", "Munshi"]),
    "kashmiri_muslim": dict(
        weight=0.8, home=["New Delhi", "Chandigarh"],
        male=["Faisal", "Tariq", "Junaid", "Owais", "Bilal", "Uzair"],
        female=["Insha", "Iqra", "Mehvish", "Rabia", "Saima", "Nusrat"],
        surnames=["Mir", "Lone", "Wani", "Dar", "Kirmani", "Rather"]),
    "pahadi": dict(
        weight=1.5, home=["New Delhi", "Chandigarh", "Noida"],
        male=["Deepak", "Himanshu", "Pankaj", "Anuj", "Kamal", "Tarun", "Lalit", "Bhupesh"],
        female=["Kavita", "Bhawna", "Preeti", "Himani", "Geeta", "Sunaina"],
        surnames=["Negi", "Rawat", "Bisht", "Joshi", "Pant", "Butola", "Semwal", "Nautiyal",
                  "Thapliyal", "Dhyani"]),
    "gujarati": dict(
        weight=6, home=["Ahmedabad", "Gandhinagar", "Surat", "Vadodara", "Mumbai"],
        male=["Aakash", "Chirag", "Darshan", "Dhaval", "Jay", "Jigar", "Mihir", "Nirav", "Parth",
              "Pratik", "Rushabh", "Tejas", "Viral", "Ronak", "Hardik"],
        female=["Bhumi", "Dhara", "Foram", "Hetal", "Isha", "Jinal", "Khyati", "Krupa", "Mansi",
                "Riddhi", "Tejal", "Urvi", "Zalak"],
        surnames=["Patel", "Shah", "Mehta", "Desai", "Parikh", "Trivedi", "Pandya", "Dave", "Vyas",
                  "Bhatt", "Thakkar", "Sheth", "Amin", "Parmar", "Solanki", "Dalal", "Doshi",
                  "Vora", "Sanghvi", "Jani", "Raval"]),
    "marathi": dict(
        weight=7, home=["Mumbai", "Pune", "Thane", "Navi Mumbai", "Nagpur"],
        male=["Aniket", "Chinmay", "Ketan", "Mandar", "Omkar", "Prathamesh", "Sagar", "Shantanu",
              "Siddhesh", "Vinayak", "Amol", "Akshay", "Ninad", "Aditya", "Nikhil"],
        female=["Gauri", "Ketaki", "Madhura", "Mrunal", "Prajakta", "Rasika", "Sayali",
                "Shraddha", "Snehal", "Vaishnavi", "Apurva", "Rutuja", "Manasi"],
        surnames=["Kulkarni", "Deshpande", "Patil", "Pawar", "Jadhav", "Shinde", "Gokhale", "Apte",
                  "Bhide", "Deshmukh", "Kale", "Gaikwad", "Sawant", "Chavan", "Phadke", "Ranade",
                  "Karve", "Bapat", "Sathe", "Paranjape", "Limaye", "Dixit", "Mane", "Bhosale"]),
    "konkan_catholic": dict(
        weight=2, home=["Goa", "Mumbai", "Bengaluru", "Mysuru"],
        male=["Clive", "Ryan", "Glen", "Savio", "Joaquim", "Neil", "Brendon", "Leroy", "Dominic",
              "Trevor", "Royston", "Melroy"],
        female=["Sharon", "Melissa", "Natasha", "Cheryl", "Leanne", "Rochelle", "Fiona",
                "Lorraine", "Priscilla", "Sweedal", "Lavina"],
        surnames=["D'Souza", "Fernandes", "Rodrigues", "Pereira", "Gomes", "Menezes", "D'Costa",
                  "Dias", "Furtado", "Coutinho", "Colaco", "Lobo", "Pinto", "Rebello", "Cardozo",
                  "Noronha", "Sequeira", "Saldanha", "D'Mello", "Castelino"]),
    "bengali": dict(
        weight=6, home=["Kolkata"],
        male=["Arnab", "Arijit", "Debashish", "Subhajit", "Anirban", "Sayan", "Rajarshi",
              "Abhijit", "Indranil", "Sudipto", "Ritwik", "Soumya", "Tathagata", "Saptarshi"],
        female=["Ishani", "Moumita", "Paromita", "Sharmistha", "Debjani", "Sreyashi", "Oindrila",
                "Madhurima", "Poulami", "Sohini", "Anwesha", "Trisha"],
        surnames=["Chatterjee", "Banerjee", "Mukherjee", "Ghosh", "Bose", "Sen", "Das", "Dutta",
                  "Roy", "Chakraborty", "Bhattacharya", "Sarkar", "Majumdar", "Sengupta",
                  "Dasgupta", "Basu", "Mitra", "Pal", "Saha", "Nandi", "Guha", "Bagchi",
                  "Lahiri"]),
    "odia": dict(
        weight=3, home=["Bhubaneswar", "Cuttack"],
        male=["Debasish", "Prasanjit", "Biswajit", "Satyajit", "Sambit", "Tapas", "Chinmaya",
              "Pratyush", "Abinash", "Smruti"],
        female=["Subhashree", "Sasmita", "Lipsa", "Ipsita", "Sonali", "Pragyan", "Rashmita",
                "Snigdha", "Tapaswini"],
        surnames=["Mohanty", "Panda", "Sahoo", "Nayak", "Behera", "Pradhan", "Mahapatra", "Swain",
                  "Rath", "Dash", "Jena", "Samal", "Parida", "Tripathy"]),
    "assamese": dict(
        weight=1.5, home=["Kolkata", "Bengaluru"],
        male=["Pranjal", "Manash", "Bhargav", "Hiranya", "Dhrubajyoti", "Rituraj", "Nabajit"],
        female=["Barnali", "Rimjhim", "Jonali", "Nilakshi", "Debashree", "Trishna", "Pallavi"],
        surnames=["Bora", "Baruah", "Saikia", "Kalita", "Deka", "Phukan", "Mahanta", "Bordoloi",
                  "Gogoi", "Hazarika"]),
    "naga": dict(
        weight=0.6, home=["Bengaluru", "New Delhi"],
        male=["Temsu", "Akum", "Tiakum", "Moa", "Toshi", "Imti", "Bendang"],
        female=["Sentila", "Akala", "Arenla", "Alemla", "Sentimongla"],
        surnames=["Jamir", "Longkumer", "Imchen", "Pongen", "Walling", "Lemtur", "Aier", "Kikon"]),
    "mizo": dict(
        weight=0.5, home=["Bengaluru", "New Delhi"],
        male=["Vanlalruata", "Lalremsanga", "Lalhmingliana", "Zothanpuia", "Lalrinfela"],
        female=["Lalrinmawii", "Malsawmi", "Lalnunpuii", "Zonunsangi", "Vanlalhriati"],
        surnames=["Ralte", "Pachuau", "Chhangte", "Hmar", "Khiangte", "Fanai", "Sailo",
                  "Colney"]),
    "khasi": dict(
        weight=0.5, home=["Kolkata", "Bengaluru"],
        male=["Banshan", "Wanphrang", "Dapbiang", "Ibadahun", "Kyrshan"],
        female=["Iaishah", "Daphisha", "Badaplin", "Ibanylla", "Wanda"],
        surnames=["Lyngdoh", "Syiem", "Kharkongor", "Marbaniang", "Nongrum", "Kharbuli",
                  "Nongkynrih", "Warjri", "Dkhar"]),
    "meitei": dict(
        weight=0.6, home=["Kolkata", "New Delhi"],
        male=["Thoiba", "Sanajaoba", "Ibomcha", "Bikramjit", "Premjit"],
        female=["Thoibi", "Sanatombi", "Linthoi", "Ibemhal", "Memcha"],
        surnames=["Ningthoujam", "Laishram", "Thokchom", "Konsam", "Yumnam", "Khumanthem",
                  "Wahengbam", "Soibam", "Oinam"]),
    "sikkimese": dict(
        weight=0.6, home=["Kolkata", "Bengaluru"],
        male=["Pema", "Tenzing", "Karma", "Dawa", "Sonam", "Norbu", "Ngawang", "Bikash"],
        female=["Pema", "Dechen", "Ongmu", "Yangchen", "Diki", "Choden"],
        surnames=["Bhutia", "Lepcha", "Tamang", "Sherpa", "Rai", "Gurung", "Subba", "Limbu",
                  "Chettri"]),
    "tamil": dict(
        weight=8, home=["Chennai", "Coimbatore"],
        male=["Arun", "Karthik", "Vignesh", "Prakash", "Senthil", "Bala", "Dinesh", "Ganesh",
              "Hari", "Jagadeesh", "Madhavan", "Naveen", "Prasanna", "Raghav", "Saravanan",
              "Sriram", "Vikram", "Aravind", "Gautham", "Kishore", "Pradeep", "Vasanth"],
        female=["Aishwarya", "Akshaya", "Bhavani", "Deepa", "Gayathri", "Harini", "Janani",
                "Kavitha", "Keerthana", "Lakshmi", "Meenakshi", "Nandhini", "Preethi", "Revathi",
                "Sangeetha", "Swathi", "Yamini", "Anitha"],
        surnames=["Iyer", "Iyengar", "Subramanian", "Krishnan", "Venkatesan", "Raman",
                  "Natarajan", "Sundaram", "Rajendran", "Ramasamy", "Annamalai", "Chettiar",
                  "Mudaliar", "Balasubramanian", "Shanmugam", "Arumugam", "Selvaraj", "Kannan",
                  "Srinivasan", "Ramachandran", "Narayanan", "Ganesan", "Elangovan",
                  "Thiagarajan", "Venkataraman"]),
    "telugu": dict(
        weight=8, home=["Hyderabad", "Secunderabad", "Visakhapatnam"],
        male=["Srinivas", "Venkat", "Chaitanya", "Harsha", "Karthikeya", "Manoj", "Pavan",
              "Rakesh", "Sai", "Sandeep", "Sudheer", "Tarun", "Vamsi", "Rohith", "Kalyan",
              "Phani", "Sreekanth"],
        female=["Anusha", "Bhavana", "Deepthi", "Haritha", "Lavanya", "Mounika", "Pranathi",
                "Ramya", "Sahithi", "Sravani", "Sowmya", "Tejaswini", "Niharika", "Sirisha"],
        surnames=["Reddy", "Rao", "Naidu", "Chowdary", "Raju", "Sastry", "Kolla", "Gutta",
                  "Vemuri", "Bandi", "Yalamanchili", "Kakani", "Pothuri", "Koneru",
                  "Chintalapati", "Nallamothu", "Pinnamaneni", "Bollineni", "Gadde", "Penmetsa",
                  "Dasari", "Kodali"]),
    "kannada": dict(
        weight=6, home=["Bengaluru", "Mysuru"],
        male=["Abhay", "Chandan", "Kiran", "Manjunath", "Pramod", "Raghavendra", "Sharath",
              "Shreyas", "Suhas", "Vinay", "Yatish", "Prajwal", "Harish", "Guru"],
        female=["Akshatha", "Bhoomika", "Chaitra", "Deeksha", "Kavana", "Namratha", "Pavithra",
                "Rachana", "Sahana", "Shwetha", "Spoorthi", "Sushma", "Varsha"],
        surnames=["Gowda", "Hegde", "Shetty", "Rao", "Bhat", "Kamath", "Acharya", "Kini",
                  "Shenoy", "Pai", "Karanth", "Aithal", "Upadhya", "Murthy", "Prabhu", "Hebbar",
                  "Adiga", "Ballal", "Holla", "Shanbhag", "Urs"]),
    "malayali": dict(
        weight=4, home=["Kochi", "Thiruvananthapuram"],
        male=["Anand", "Arjun", "Hari", "Jayakrishnan", "Manu", "Nikhil", "Praveen", "Rajeev",
              "Sreejith", "Vishnu", "Akhil", "Gokul", "Abhijith", "Midhun"],
        female=["Anjana", "Devika", "Gopika", "Nimisha", "Parvathy", "Reshmi", "Sreelakshmi",
                "Sruthi", "Athira", "Aswathy", "Nayana", "Revathy"],
        surnames=["Nair", "Menon", "Pillai", "Kurup", "Panicker", "Warrier", "Nambiar",
                  "Namboothiri", "Unnithan", "Kartha", "Kaimal", "Nambisan", "Poduval"]),
    "malayali_christian": dict(
        weight=3, home=["Kochi", "Thiruvananthapuram", "Bengaluru"],
        male=["Alan", "Ebin", "Jobin", "Jithin", "Linto", "Sijo", "Jerin", "Kevin", "Shaun",
              "Bibin", "Anoop", "Joel"],
        female=["Ann", "Anna", "Bincy", "Jincy", "Merin", "Neethu", "Teena", "Reshma", "Jeena",
                "Christy", "Ancy", "Sneha"],
        surnames=["Varghese", "Kurian", "Mathew", "Thomas", "Joseph", "George", "Chacko",
                  "Abraham", "Jacob", "Philip", "Koshy", "Cherian", "Zachariah", "Eapen",
                  "Mammen", "Punnoose", "Varkey", "Kuruvilla"]),
    "muslim_north": dict(
        weight=6, home=["Lucknow", "Kanpur", "New Delhi", "Bhopal", "Noida"],
        male=["Arif", "Faisal", "Irfan", "Junaid", "Nadeem", "Omar", "Rehan", "Shahid", "Tariq",
              "Zubair", "Adil", "Aftab", "Hamza", "Mustafa", "Owais", "Rizwan", "Sameer",
              "Yusuf", "Zeeshan", "Danish", "Ahsan", "Fahad"],
        female=["Aisha", "Ayesha", "Fatima", "Heena", "Iqra", "Mehreen", "Nazia", "Noor",
                "Rukhsar", "Sadia", "Zainab", "Zoya", "Sara", "Alina", "Nida", "Afreen",
                "Mariam", "Amna"],
        surnames=["Khan", "Ahmed", "Siddiqui", "Qureshi", "Sheikh", "Ansari", "Hussain", "Rizvi",
                  "Naqvi", "Farooqui", "Mirza", "Hashmi", "Abidi", "Kazmi", "Jafri", "Usmani",
                  "Alvi", "Zaidi", "Beg"]),
    "muslim_deccan": dict(
        weight=2, home=["Hyderabad", "Secunderabad"],
        male=["Asif", "Imran", "Javed", "Mujtaba", "Saad", "Shoaib", "Ameen", "Khaleel", "Abrar",
              "Mazhar"],
        female=["Asma", "Farheen", "Kausar", "Nusrath", "Sameena", "Shireen", "Tasneem", "Uzma",
                "Zeba", "Sumaiya"],
        surnames=["Quadri", "Hussaini", "Baig", "Osmani", "Mohiuddin", "Jaleel", "Farooqi"]),
    "muslim_south": dict(
        weight=1.5, home=["Kochi", "Chennai", "Coimbatore"],
        male=["Anas", "Shihab", "Niyas", "Muhsin", "Jabir", "Nabeel", "Riyas", "Shameer"],
        female=["Fathima", "Shahana", "Safna", "Hiba", "Ayisha", "Jasna", "Nasrin"],
        surnames=["Koya", "Kunju", "Marakkar", "Rowther", "Moosa", "Hameed", "Kutty"]),
    "muslim_west": dict(
        weight=1.5, home=["Mumbai", "Surat", "Ahmedabad", "Indore", "Pune"],
        male=["Huzefa", "Murtaza", "Taher", "Aliasgar", "Mustansir", "Zoeb", "Burhan", "Aziz"],
        female=["Insiya", "Zahra", "Fatema", "Sakina", "Munira", "Alefiya", "Rashida", "Nafisa"],
        surnames=["Lokhandwala", "Rangwala", "Merchant", "Kapasi", "Bootwala", "Ghadiyali",
                  "Petiwala", "Saifee", "Attarwala", "Memon", "Hakim", "Sadikot"]),
    "parsi": dict(
        weight=1.2, home=["Mumbai", "Pune", "Surat"],
        male=["Cyrus", "Zubin", "Farhad", "Rustom", "Jehangir", "Darius", "Kaizad", "Behram",
              "Navroze", "Percy", "Viraf", "Neville"],
        female=["Zenobia", "Dilnaz", "Perizad", "Anahita", "Freyan", "Khorshed", "Delna",
                "Vahbiz", "Armaity", "Nazneen"],
        surnames=["Irani", "Bharucha", "Dastur", "Daruwalla", "Khambatta", "Sethna", "Bilimoria",
                  "Engineer", "Contractor", "Vakil", "Dadachanji", "Batliwala", "Balsara",
                  "Unwalla"]),
}
FEMALE_SHARE = {"founder": 0.32, "mentor": 0.40, "investor": 0.35}

# Full names never generated: well-known public figures whose names the pools could produce,
# and the names used by the demo account and the success stories.
BLOCKED_NAMES = {
    "Rohit Sharma", "Ananya Pandey", "Yash Chopra", "Priya Chopra", "Manish Malhotra",
    "Saurabh Shukla", "Ishita Dutta", "Shivam Dubey", "Ankit Tiwari", "Vivek Oberoi",
    "Richa Chadha", "Raghav Chadha", "Vikas Khanna", "Varun Dhawan", "Kunal Kapoor",
    "Arjun Kapoor", "Kabir Bedi", "Karan Mehra", "Rajat Kapoor", "Varun Grover", "Gaurav Kapoor",
    "Navjot Sidhu", "Navjot Kaur", "Gurpreet Sandhu", "Gurbir Grewal", "Piyush Goyal",
    "Ankita Bhandari", "Deepak Rawat", "Hardik Pandya", "Hardik Patel", "Jay Shah", "Mihir Desai",
    "Kunal Shah", "Madhura Naik", "Mrunal Kulkarni", "Rohan Joshi", "Radhika Apte",
    "Abhijit Banerjee", "Abhijit Sen", "Anirban Bhattacharya", "Sudipto Sen", "Soumya Sarkar",
    "Sohini Sarkar", "Oindrila Sen", "Indranil Sengupta", "Saravanan Sivakumar",
    "Sriram Krishnan", "Janani Iyer", "Preethi Srinivasan", "Arun Subramanian",
    "Aravind Srinivas", "Sandeep Reddy", "Srinivas Reddy", "Sowmya Reddy", "Keerthi Reddy",
    "Pavithra Gowda", "Namratha Gowda", "Harish Rao", "Chandan Shetty", "Kiran Rao",
    "Pramod Shetty", "Parvathy Menon", "Meera Nair", "Lakshmi Menon", "Manu Pillai",
    "Rajeev Menon", "Basil Joseph", "Tony Joseph", "Roshan Mathew", "Tessa Thomas",
    "Irfan Khan", "Sana Khan", "Sara Khan", "Hina Khan", "Arif Khan", "Faisal Khan", "Kabir Khan",
    "Danish Siddiqui", "Tariq Ansari", "Shahid Siddiqui", "Imran Khan", "Javed Ali",
    "Asif Ali", "Cyrus Mistry", "Darius Khambatta", "Delna Irani", "Zubin Mehta",
    "Rajeev Kumar", "Amit Kumar", "Tenzing Sherpa", "Sonam Bhutia", "Sonali Mishra",
    "Aditya Chopra", "Anjali Sharma", "Vikram Chandra", "Nandita Das", "Neha Dhupia",
    # the demo account and the founders of the success stories
    "Aarav Mehta",
}

# Real Indian startups and investors a word combination could accidentally reproduce
# (compared lower-case with spaces removed).
REAL_NAMES_BLOCKLIST = {
    "phonepe", "paytm", "razorpay", "khatabook", "zerodha", "groww", "cred", "jupiter", "slice",
    "okcredit", "bharatpe", "mobikwik", "pinelabs", "instamojo", "cashfree", "juspay", "setu",
    "niyo", "kreditbee", "lendingkart", "navi", "smallcase", "upstox", "indmoney", "acko",
    "policybazaar", "zomato", "swiggy", "zepto", "blinkit", "meesho", "nykaa", "lenskart",
    "licious", "dunzo", "udaan", "ninjacart", "dehaat", "bigbasket", "flipkart", "myntra",
    "unacademy", "vedantu", "upgrad", "classplus", "physicswallah", "toppr", "practo",
    "pharmeasy", "healthifyme", "innovaccer", "freshworks", "zoho", "chargebee", "postman",
    "browserstack", "darwinbox", "leadsquared", "whatfix", "polygon", "coindcx", "wazirx",
    "coinswitch", "dream11", "nazara", "winzo", "sharechat", "koo", "chingari", "ather", "yulu",
    "bounce", "renew", "zeta", "ultrahuman", "sarvam", "krutrim", "haptik", "gupshup",
    "uniphore", "cropin", "stellapps", "cloudsek", "appknox", "quickheal", "kiranacloud",
    "udaanlabs", "dukaan", "cultfit", "curefit", "gullak", "jar", "fampay", "khatabookpay",
    "mamaearth", "boat", "sugarcosmetics", "bluestone", "pepperfry", "urbancompany",
    "blume", "kalaari", "accel", "chiratae", "stellaris", "lightspeed", "sequoia", "peakxv",
    "omnivore", "aavishkaar", "unitus", "3one4", "ivycap", "antler", "100x.vc", "arkam", "a91",
    "infoedge", "whiteboard", "bettercapital", "titancapital", "javacapital", "riverwalk",
    "endiya", "kaecapital", "multiply", "letsventure", "venturecatalysts", "mumbaiangels",
    "indianangelnetwork", "leadangels", "chennaiangels", "hyderabadangels", "calcuttaangels",
    "tijori", "tijorifinance", "dhan", "mydukaan", "adda247", "dhruvaspace",
}

# ---------------------------------------------------------------------------------------------
# Companies: an industry-flavoured first word and an industry suffix ("Munim Ledger",
# "Kaksha Learn"). Some short suffixes are joined into one word ("Hisaabpay").
# ---------------------------------------------------------------------------------------------

GENERIC_PREFIXES = ["Aarohi", "Anvaya", "Dhruva", "Ekam", "Gati", "Kalpa", "Megh", "Nirmal",
                    "Tara", "Ankur", "Jugnu", "Neem", "Peepal", "Kesar", "Indigo", "Monsoon",
                    "Saffron", "Banyan", "Tamarind", "Lotus", "Nakshatra", "Kaveri",
                    "Narmada", "Deccan", "Konark", "Nilgiri", "Sahyadri", "Ganga", "Teesta",
                    "Amaltas", "Gulmohar", "Palash", "Chinar", "Deodar", "Kadamb", "Sarus",
                    "Hornbill", "Koel", "Bulbul", "Godavari", "Tapti", "Mahanadi", "Chambal",
                    "Aravalli"]
INDUSTRY_PREFIXES = {
    "AI/ML": ["Medha", "Buddhi", "Chintan", "Drishti", "Tarka", "Smriti", "Ganit", "Prajna",
              "Viveka", "Sanket", "Anumaan", "Soochna", "Sankhya", "Tarkash"],
    "Fintech": ["Munim", "Hisaab", "Bahi", "Chillar", "Sikka", "Dhan", "Nidhi", "Khazana",
                "Rokda", "Kosh", "Sanchay", "Tankha", "Vitta", "Dhela", "Dhanak"],
    "Healthcare": ["Arogya", "Swasth", "Dawa", "Sehat", "Vaidya", "Ayush", "Prana",
                   "Jeevan", "Sanjeevani", "Nadi", "Chikitsa", "Nirog", "Aushadh"],
    "E-commerce": ["Haat", "Chowk", "Kapda", "Khadi", "Desi", "Thela",
                   "Jhola", "Bazaari", "Pitara", "Sandook", "Tokri", "Rangoli"],
    "SaaS": ["Karya", "Sutra", "Lekha", "Tantra", "Sahayak", "Yojana", "Kaam", "Vyavastha",
             "Niyam", "Daftar", "Khata", "Ginti", "Prabandh", "Sanchalan"],
    "Blockchain": ["Shrinkhala", "Kadi", "Tamra", "Patra", "Mohar", "Satya", "Pramaan",
                   "Abhilekh", "Granthi", "Mudrika", "Lipi", "Sanchit"],
    "EdTech": ["Vidya", "Gyaan", "Pathshala", "Akshar", "Kaksha", "Bodhi", "Shiksha", "Varnamala",
               "Ganitham", "Pustak", "Kalam", "Vidyarthi", "Pathik", "Sopan"],
    "CleanTech": ["Surya", "Vayu", "Jal", "Harit", "Prakriti", "Urja", "Neer", "Dharti",
                  "Kiran", "Pawan", "Aranya", "Tarini", "Hariyali", "Nirjhar"],
    "Gaming": ["Khel", "Chaupar", "Pachisi", "Lattoo", "Kanche", "Gilli", "Pallanguzhi",
               "Kabaddi", "Patang", "Chaturanga", "Kho", "Pittu", "Gulel"],
    "Social Media": ["Adda", "Baithak", "Mehfil", "Katha", "Sangat", "Mohalla",
                     "Galli", "Yaari", "Chabutra", "Goshthi", "Manch", "Jamghat",
                     "Charcha"],
    "IoT": ["Yantra", "Tarang", "Sparsh", "Nabh", "Chakra", "Tantu", "Pahiya", "Dhwani",
            "Indriya", "Spandan", "Jaal", "Sanchar"],
    "Cybersecurity": ["Kavach", "Raksha", "Suraksha", "Dhaal", "Prahari", "Chowkidar", "Durg",
                      "Kila", "Taala", "Pehredar", "Kotwal", "Trishul", "Rakshak"],
}

# Suffixes that fit any company of the industry; each product below adds suffixes that fit it.
INDUSTRY_SUFFIXES = {
    "AI/ML": ["AI", "Labs", "Intelligence", "Minds"],
    "Fintech": ["Money", "Finserv", "Fintech", "Financial"],
    "Healthcare": ["Health", "Care", "Healthcare"],
    "E-commerce": ["Co.", "Store", "Commerce"],
    "SaaS": ["Cloud", "Works", "Stack", "HQ", "Software"],
    "Blockchain": ["Chain", "Protocol", "Labs", "Network"],
    "EdTech": ["Learn", "Academy", "Edu"],
    "CleanTech": ["Greentech", "Climate", "Earth", "Cleantech"],
    "Gaming": ["Games", "Studios", "Interactive"],
    "Social Media": ["Social", "Circle", "Community", "Club"],
    "IoT": ["Labs", "Systems", "Devices", "Technologies"],
    "Cybersecurity": ["Security", "Secure", "Cyber", "Shield"],
}
JOINABLE_SUFFIXES = {"Pay", "Kart", "Learn", "Play", "Sense", "Grid", "Care", "Mart"}

# What each company does, as a noun phrase ("Building X, <phrase>."), with name suffixes and
# domain skills that fit it: (phrase, "Suffix|Suffix", "Skill|Skill").
PRODUCTS = {
    "AI/ML": [
        ("a voice assistant that lets field sales teams log orders in Hindi, Tamil and Marathi",
         "Voice|AI", "NLP|Enterprise Sales"),
        ("computer vision that grades fruit and vegetables at mandi collection centres",
         "Vision|Labs", "Computer Vision|Agritech|Supply Chain"),
        ("an AI copilot that helps chartered accountants draft replies to GST notices",
         "AI|Copilot", "NLP|Legal & Compliance"),
        ("document AI that reads handwritten invoices and delivery challans for distributors",
         "Docs|AI", "Computer Vision|Enterprise Sales|Logistics"),
        ("speech analytics for call centres that handle calls in eight Indian languages",
         "Voice|Analytics", "NLP|Enterprise Sales|Customer Success"),
        ("demand-forecasting models for mid-sized FMCG distributors",
         "Analytics|Forecasting", "Data Science|Supply Chain"),
        ("an evaluation platform for teams shipping Indic-language chatbots",
         "Labs|AI", "NLP|Data Science|Product Management"),
        ("visual inspection models that catch defects on auto-component assembly lines",
         "Vision|Inspect", "Computer Vision|Enterprise Sales|Operations"),
        ("retrieval-augmented search over court judgments for litigation lawyers",
         "Legal AI|Search", "NLP|Legal & Compliance"),
        ("crop-yield prediction from satellite imagery for agri lenders",
         "Analytics|Vision", "Computer Vision|Agritech|Lending"),
        ("an MLOps platform that helps Indian enterprises run models on their own GPUs",
         "Compute|Labs", "Cloud Architecture|Enterprise Sales|DevOps"),
        ("an AI shelf-audit tool that checks retail stock from a salesperson's phone photos",
         "Vision|Retail AI", "Computer Vision|D2C Retail|Enterprise Sales"),
    ],
    "Fintech": [
        ("buy-now-pay-later for farm inputs, repaid after harvest",
         "Credit|Capital", "Lending|Agritech|Financial Modelling"),
        ("GST-ready invoicing and collections for small exporters",
         "Ledger|Books", "Payments|Accounting|Legal & Compliance"),
        ("a co-lending platform that helps NBFCs lend to gig workers",
         "Credit|Capital", "Lending|Regulatory Affairs|Partnerships"),
        ("a salary-linked savings app for factory and warehouse workers",
         "Wallet|Savings", "Payments|Partnerships"),
        ("an expense card and spend-management tool for Indian SMEs",
         "Pay|Cards", "Payments|Accounting"),
        ("embedded insurance for two-wheeler dealers and their customers",
         "Insure|Cover", "Insurance|Partnerships|Regulatory Affairs"),
        ("a reconciliation engine that matches bank, UPI and marketplace payouts for D2C brands",
         "Ledger|Books", "Payments|Accounting|D2C Retail"),
        ("gold-backed loans delivered at the doorstep in tier-2 towns",
         "Credit|Gold", "Lending|Operations|Regulatory Affairs"),
        ("a cross-border payments rail for Indian freelancers billing overseas clients",
         "Pay|Remit", "Payments|Legal & Compliance"),
        ("a wealth app that helps first-time investors start SIPs in their own language",
         "Wealth|Invest", "Regulatory Affairs|Growth Marketing"),
        ("supply-chain finance for auto-component suppliers",
         "Capital|Credit", "Lending|Supply Chain|Financial Modelling"),
        ("a collections platform that uses WhatsApp nudges instead of recovery calls",
         "Collect|Recover", "Lending|Legal & Compliance|Customer Success"),
    ],
    "Healthcare": [
        ("a tele-ICU service that connects district hospitals with critical-care specialists",
         "Critical Care|Telehealth", "Healthcare Operations|Partnerships"),
        ("a diagnostics network that collects samples at home across tier-2 towns",
         "Diagnostics|Labs", "Healthcare Operations|Logistics"),
        ("an EMR for single-doctor clinics, with prescriptions in local languages",
         "Clinic|Rx", "Healthcare Operations|Product Management"),
        ("a diabetes-care programme that pairs glucose-monitor data with weekly dietitian calls",
         "Care|Wellness", "Clinical Research|Healthcare Operations"),
        ("a platform that helps pharmacies manage inventory and expiry dates",
         "Rx|Pharma", "Supply Chain|Healthcare Operations"),
        ("portable eye-screening devices for community health workers",
         "Vision|Medtech", "Hardware Design|Clinical Research|Public Policy"),
        ("a maternal-health app that guides mothers from the first trimester to the first "
         "birthday", "Care|Mom", "Clinical Research|Content Marketing"),
        ("claims automation that helps hospitals settle cashless insurance claims faster",
         "Claims|Health", "Insurance|Healthcare Operations"),
        ("physiotherapy at home, with every session tracked through a phone camera",
         "Physio|Care", "Healthcare Operations|Computer Vision"),
        ("a mental-health platform for college students, with counsellors who speak regional "
         "languages", "Mind|Wellness", "Clinical Research|Community Building"),
        ("AI-assisted radiology reporting for small imaging centres",
         "Radiology|Imaging", "Clinical Research|Computer Vision|Regulatory Affairs"),
        ("clinical-trial recruitment that connects sponsors with hospitals in smaller cities",
         "Trials|Research", "Clinical Research|Regulatory Affairs|Partnerships"),
    ],
    "E-commerce": [
        ("a D2C brand of millet-based breakfast foods",
         "Foods|Kitchen", "D2C Retail|Brand Strategy|Supply Chain"),
        ("a marketplace that lets handloom weavers sell directly to buyers",
         "Bazaar|Looms", "Supply Chain|Community Building|SEO"),
        ("quick-commerce software for neighbourhood grocery stores",
         "Mart|Commerce", "Logistics|D2C Retail"),
        ("a resale marketplace for pre-owned children's books and toys",
         "Kart|Bazaar", "Community Building|Logistics|SEO"),
        ("a D2C skincare brand formulated for humid Indian summers",
         "Naturals|Botanicals", "D2C Retail|Brand Strategy|Performance Marketing"),
        ("a B2B marketplace for restaurants buying fresh produce",
         "Mandi|Fresh", "Supply Chain|Logistics|Agritech"),
        ("a live-commerce app where local boutiques sell sarees over video",
         "Live|Bazaar", "Growth Marketing|Community Building|D2C Retail"),
        ("returns management and reverse logistics for fashion brands",
         "Returns|Logistics", "Logistics|Supply Chain|Enterprise Sales"),
        ("a subscription for freshly roasted coffee from Chikmagalur and Coorg estates",
         "Roasters|Coffee Co.", "D2C Retail|Brand Strategy|Supply Chain"),
        ("a wholesale app for small-town retailers restocking apparel",
         "Kart|Wholesale", "Supply Chain|Logistics|Sales"),
        ("a D2C home-décor brand working with artisans from Jaipur and Moradabad",
         "Home|Living", "D2C Retail|Brand Strategy|Performance Marketing"),
        ("a refurbished-electronics store with a 12-month warranty",
         "Renewed|Store", "D2C Retail|Supply Chain|Performance Marketing"),
    ],
    "SaaS": [
        ("a field-force management app for FMCG distributors",
         "Field|Works", "Enterprise Sales|Customer Success"),
        ("HR and payroll software for blue-collar workforces",
         "HR|Payroll", "Legal & Compliance|Enterprise Sales|Customer Success"),
        ("a WhatsApp-first CRM for real-estate brokers",
         "CRM|Desk", "Sales|Customer Success|Content Marketing"),
        ("compliance software that tracks labour-law filings across states",
         "Comply|Desk", "Legal & Compliance|Regulatory Affairs|Enterprise Sales"),
        ("a dealer-management system for tractor and farm-equipment dealers",
         "DMS|Works", "Agritech|Enterprise Sales|Partnerships"),
        ("scheduling and billing software for multi-branch dental clinics",
         "Desk|Suite", "Healthcare Operations|Customer Success"),
        ("a procurement platform for mid-sized manufacturers",
         "Procure|Stack", "Supply Chain|Enterprise Sales"),
        ("a support desk that handles email, chat and WhatsApp in one inbox",
         "Desk|Inbox", "Customer Success|Content Marketing|SEO"),
        ("school-management software for affordable private schools",
         "Campus|Suite", "Pedagogy|Sales|Customer Success"),
        ("an observability tool that keeps cloud costs in check for engineering teams",
         "Ops|Stack", "Cloud Architecture|DevOps|Content Marketing"),
        ("project-management software for construction site engineers",
         "Site|Works", "Operations|Enterprise Sales|Customer Success"),
        ("a contract-lifecycle tool for in-house legal teams",
         "Contracts|Legal", "Legal & Compliance|Enterprise Sales"),
    ],
    "Blockchain": [
        ("land-records tooling for registrars, built on a permissioned ledger",
         "Ledger|Registry", "Public Policy|Regulatory Affairs|Partnerships"),
        ("supply-chain traceability for spice exporters",
         "Trace|Ledger", "Supply Chain|Partnerships"),
        ("verifiable academic credentials that employers can check in seconds",
         "Credentials|Verify", "Partnerships|Pedagogy"),
        ("a wallet-infrastructure SDK for fintechs exploring tokenised assets",
         "Wallet|Protocol", "Payments|Regulatory Affairs"),
        ("carbon-credit registry tooling for smallholder farming projects",
         "Registry|Carbon", "Agritech|Renewable Energy|Partnerships"),
        ("a smart-contract audit and monitoring service",
         "Audit|Labs", "Legal & Compliance|Community Building"),
        ("tokenised invoice financing for MSME suppliers",
         "Finance|Protocol", "Lending|Regulatory Affairs"),
        ("developer tooling for teams building on public blockchains",
         "Labs|Protocol", "Community Building|Content Marketing"),
        ("provenance tracking for pharmaceutical cold chains",
         "Trace|Ledger", "Supply Chain|Regulatory Affairs"),
        ("an on-chain loyalty programme that lets retail brands share rewards",
         "Rewards|Network", "Partnerships|D2C Retail"),
        ("reusable identity and KYC attestations that work across apps",
         "ID|Verify", "Legal & Compliance|Regulatory Affairs|Partnerships"),
        ("tax and compliance reporting for virtual-asset exchanges",
         "Comply|Ledger", "Legal & Compliance|Accounting|Regulatory Affairs"),
    ],
    "EdTech": [
        ("spoken-English coaching for job seekers in tier-2 and tier-3 towns",
         "English|Academy", "Pedagogy|Growth Marketing|Content Marketing"),
        ("a vernacular coding bootcamp that teaches in Hindi and Telugu",
         "Code|Academy", "Pedagogy|Community Building|Performance Marketing"),
        ("a platform that trains nurses for jobs abroad, including language preparation",
         "Careers|Academy", "Pedagogy|Partnerships|Healthcare Operations"),
        ("after-school maths labs that run inside affordable private schools",
         "Maths|Labs", "Pedagogy|Sales|Operations"),
        ("an assessment tool that helps teachers find learning gaps in a class",
         "Assess|Classroom", "Pedagogy|Data Science|Customer Success"),
        ("vocational courses for electricians and plumbers, with on-site apprenticeships",
         "Skills|Academy", "Pedagogy|Partnerships|Operations"),
        ("test preparation for state public-service exams in regional languages",
         "Prep|Classes", "Pedagogy|Content Marketing|Performance Marketing"),
        ("a career-guidance platform for students from Class 9 to Class 12",
         "Careers|Compass", "Pedagogy|Content Marketing|Partnerships"),
        ("a phonics and early-reading programme for pre-schools",
         "Readers|Kids", "Pedagogy|Content Marketing|Sales"),
        ("upskilling programmes for working professionals moving into data roles",
         "Academy|Institute", "Pedagogy|Data Science|Performance Marketing"),
        ("teacher-training modules delivered over WhatsApp",
         "Teach|Classroom", "Pedagogy|Community Building|Partnerships"),
        ("science-lab kits and videos for schools that do not have a lab",
         "Labs|Science", "Pedagogy|Supply Chain|Sales"),
    ],
    "CleanTech": [
        ("rooftop solar on a monthly subscription for small businesses",
         "Solar|Energy", "Renewable Energy|Sales|Financial Modelling"),
        ("battery-swapping stations for electric three-wheelers",
         "Mobility|Power", "Renewable Energy|Operations|Partnerships"),
        ("solar-powered cold storage for farmers and FPOs",
         "Cold|Solar", "Renewable Energy|Agritech|Supply Chain"),
        ("biomass pellets made from crop residue, so fields are not burned",
         "Bioenergy|Fuels", "Agritech|Supply Chain|Renewable Energy"),
        ("energy-monitoring sensors that cut power bills for textile mills",
         "Energy|Grid", "Renewable Energy|Enterprise Sales"),
        ("recycled-plastic building materials for affordable housing",
         "Materials|Cycle", "Supply Chain|Operations|Public Policy"),
        ("retrofit kits that convert diesel irrigation pumps to solar",
         "Solar|Pumps", "Renewable Energy|Agritech"),
        ("a marketplace for certified carbon offsets from Indian projects",
         "Carbon|Climate", "Regulatory Affairs|Partnerships|Public Policy"),
        ("lithium-ion battery recycling for e-scooter and phone batteries",
         "Cycle|Materials", "Supply Chain|Regulatory Affairs|Operations"),
        ("water-recycling units for apartment complexes",
         "Water|Aqua", "Operations|Sales|Public Policy"),
        ("electric-fleet leasing for last-mile delivery companies",
         "Mobility|Fleet", "Renewable Energy|Financial Modelling|Logistics"),
        ("compostable packaging made from sugarcane bagasse",
         "Pack|Materials", "Supply Chain|D2C Retail|Operations"),
    ],
    "Gaming": [
        ("casual puzzle games for Indian smartphone players",
         "Games|Play", "Game Design|Performance Marketing"),
        ("a cricket-strategy game whose seasons follow the domestic calendar",
         "Sports|Games", "Game Design|Community Building"),
        ("mythology-inspired action games for mobile",
         "Studios|Games", "Game Design|Graphic Design|Brand Strategy"),
        ("a tournament platform for college esports leagues",
         "Esports|Arena", "Community Building|Partnerships"),
        ("games that teach teenagers how money works",
         "Play|Games", "Game Design|Pedagogy"),
        ("a word-game app in Hindi, Bengali and Tamil",
         "Games|Play", "Game Design|User Research"),
        ("a studio doing co-development work for global game publishers",
         "Studios|Interactive", "Game Design|Business Development"),
        ("digital versions of Indian board games such as Chaupar and Pallanguzhi",
         "Games|Play", "Game Design|Graphic Design"),
        ("a party-game app built around film and music trivia",
         "Play|Party", "Game Design|Community Building|Performance Marketing"),
        ("a creator platform where streamers run live quiz shows",
         "Live|Arena", "Community Building|Partnerships|Growth Marketing"),
        ("an anti-cheat and analytics SDK for mobile game studios",
         "Labs|Analytics", "Enterprise Sales|Game Design"),
        ("a racing game set on Indian highways, built for low-end Android phones",
         "Studios|Racing", "Game Design|User Research|Performance Marketing"),
    ],
    "Social Media": [
        ("a community app for first-generation college students",
         "Circle|Campus", "Community Building|Growth Marketing"),
        ("a short-video platform for home cooks sharing regional recipes",
         "Kitchen|Stories", "Content Marketing|Community Building"),
        ("a professional network for blue-collar workers and their employers",
         "Network|Jobs", "Community Building|Business Development"),
        ("a neighbourhood app for resident welfare associations",
         "Neighbours|Community", "Community Building|User Research"),
        ("an audio-first community for poetry and storytelling in Urdu and Hindi",
         "Audio|Stories", "Content Marketing|Community Building|Brand Strategy"),
        ("a members-only community for women who run small businesses",
         "Circle|Club", "Community Building|Partnerships"),
        ("a fan-community platform for independent musicians",
         "Fans|Stage", "Community Building|Brand Strategy"),
        ("a community app for running and cycling clubs",
         "Club|Run Club", "Community Building|Partnerships"),
        ("a parenting community with expert-moderated groups in regional languages",
         "Parents|Circle", "Community Building|Content Marketing"),
        ("monetisation tools for regional-language video creators",
         "Creators|Studio", "Partnerships|Growth Marketing"),
        ("a platform where retirees share skills and find part-time work",
         "Circle|Network", "Community Building|User Research"),
        ("an interest-based social app for collectors of coins, stamps and vinyl",
         "Collectors|Club", "Community Building|SEO"),
    ],
    "IoT": [
        ("smart energy meters and analytics for small factories",
         "Meters|Sense", "Renewable Energy|Enterprise Sales"),
        ("soil-moisture sensors that tell farmers when to irrigate",
         "Sense|Agri", "Agritech|Partnerships"),
        ("fleet telematics for school buses, with live tracking for parents",
         "Telematics|Track", "Logistics|Partnerships"),
        ("cold-chain monitoring for vaccine and dairy logistics",
         "Sense|Cold Chain", "Supply Chain|Logistics"),
        ("predictive-maintenance sensors for CNC machines",
         "Sense|Machines", "Enterprise Sales|Operations"),
        ("smart locks and access control for co-living operators",
         "Locks|Access", "Partnerships|Operations"),
        ("water-quality monitoring for municipal supply lines",
         "Aqua|Sense", "Public Policy|Partnerships"),
        ("wearables that warn supervisors about worker fatigue on construction sites",
         "Wearables|Sense", "Operations|Enterprise Sales"),
        ("health collars for dairy cattle",
         "Agri|Sense", "Agritech|Partnerships"),
        ("air-quality monitors for schools and offices",
         "Air|Sense", "Enterprise Sales|Public Policy"),
        ("asset trackers for construction-equipment rental companies",
         "Track|Devices", "Operations|Enterprise Sales|Logistics"),
        ("warehouse robots for mid-sized fulfilment centres",
         "Robotics|Automation", "Supply Chain|Logistics|Enterprise Sales"),
    ],
    "Cybersecurity": [
        ("phishing simulation and security training for SMEs and their staff",
         "Shield|Aware", "Enterprise Sales|Content Marketing"),
        ("API security testing for fintech and banking apps",
         "Secure|Labs", "Enterprise Sales|Regulatory Affairs"),
        ("a managed security operations centre priced for mid-market companies",
         "Guard|Sentinel", "Enterprise Sales|Operations"),
        ("privacy tooling that helps companies comply with the DPDP Act",
         "Privacy|Comply", "Legal & Compliance|Regulatory Affairs"),
        ("cloud-security posture management for startups on AWS and Azure",
         "Cloud Security|Secure", "Enterprise Sales|Partnerships"),
        ("fraud detection for UPI merchants",
         "Risk|Guard", "Payments|Enterprise Sales"),
        ("a password-less login SDK for consumer apps",
         "Auth|ID", "Partnerships|Enterprise Sales"),
        ("security monitoring for power plants and factory control systems",
         "Sentinel|Guard", "Enterprise Sales|Regulatory Affairs|Public Policy"),
        ("brand protection that takes down fake apps and lookalike domains",
         "Shield|Guard", "Legal & Compliance|Enterprise Sales"),
        ("a vulnerability-disclosure and bug-bounty platform for Indian companies",
         "Bounty|Labs", "Community Building|Enterprise Sales"),
        ("endpoint security for schools and colleges",
         "Shield|Secure", "Sales|Partnerships"),
        ("a secrets-management vault for engineering teams",
         "Vault|Secure", "Enterprise Sales|Content Marketing"),
    ],
}


# ---------------------------------------------------------------------------------------------
# Skills, interests and goals that fit an industry, a role and a stage
# ---------------------------------------------------------------------------------------------

INDUSTRY_DOMAIN_SKILLS = {
    "AI/ML": ["Data Science", "Product Management", "Enterprise Sales", "NLP", "Data Engineering"],
    "Fintech": ["Payments", "Lending", "Insurance", "Regulatory Affairs", "Legal & Compliance",
                "Financial Modelling", "Partnerships"],
    "Healthcare": ["Clinical Research", "Healthcare Operations", "Regulatory Affairs",
                   "Partnerships", "Public Policy"],
    "E-commerce": ["D2C Retail", "Supply Chain", "Logistics", "Performance Marketing",
                   "Brand Strategy", "Growth Marketing", "SEO"],
    "SaaS": ["Enterprise Sales", "Customer Success", "Product Management", "Content Marketing",
             "Partnerships", "SEO"],
    "Blockchain": ["Regulatory Affairs", "Community Building", "Payments", "Partnerships",
                   "Legal & Compliance"],
    "EdTech": ["Pedagogy", "Content Marketing", "Community Building", "Growth Marketing",
               "Customer Success"],
    "CleanTech": ["Renewable Energy", "Agritech", "Supply Chain", "Public Policy",
                  "Regulatory Affairs", "Partnerships"],
    "Gaming": ["Game Design", "Community Building", "Performance Marketing", "Brand Strategy",
               "User Research", "Graphic Design"],
    "Social Media": ["Community Building", "Content Marketing", "Growth Marketing",
                     "Brand Strategy", "User Research"],
    "IoT": ["Supply Chain", "Agritech", "Operations", "Partnerships", "Enterprise Sales"],
    "Cybersecurity": ["Enterprise Sales", "Legal & Compliance", "Regulatory Affairs",
                      "Partnerships", "Public Policy"],
}
INDUSTRY_TECH_SKILLS = {
    "AI/ML": ["Python", "Machine Learning", "Deep Learning", "NLP", "Computer Vision",
              "Data Engineering", "Cloud Architecture"],
    "Fintech": ["Java", "Go", "Kotlin", "Security Engineering", "SQL", "Full-Stack Development"],
    "Healthcare": ["Python", "Data Science", "Computer Vision", "Mobile Development", "Flutter",
                   "Full-Stack Development"],
    "E-commerce": ["React", "Node.js", "Full-Stack Development", "Data Engineering",
                   "Mobile Development", "Kotlin", "Swift"],
    "SaaS": ["JavaScript", "React", "Node.js", "Go", "Cloud Architecture", "DevOps", "SQL"],
    "Blockchain": ["Smart Contracts", "Rust", "Go", "Security Engineering", "Node.js"],
    "EdTech": ["Flutter", "React", "Mobile Development", "Full-Stack Development", "NLP",
               "JavaScript"],
    "CleanTech": ["Embedded Systems", "Hardware Design", "Data Science", "Python", "C++"],
    "Gaming": ["C++", "Swift", "Kotlin", "Mobile Development", "Game Design"],
    "Social Media": ["React", "Node.js", "Mobile Development", "Flutter", "Machine Learning",
                     "Data Engineering"],
    "IoT": ["Embedded Systems", "Hardware Design", "C++", "Rust", "Python", "Cloud Architecture"],
    "Cybersecurity": ["Security Engineering", "Go", "Rust", "Python", "DevOps",
                      "Cloud Architecture"],
}
ROLE_SKILLS = {
    "CEO": ["Fundraising", "Strategy", "Business Development", "Sales", "People Management",
            "Partnerships", "Product Management", "Hiring"],
    "Founder": ["Fundraising", "Strategy", "Business Development", "Sales", "Operations",
                "Product Management", "Partnerships"],
    "CTO": ["System Design", "DevOps", "Hiring", "Cloud Architecture", "Full-Stack Development",
            "SQL"],
    "COO": ["Operations", "Supply Chain", "Logistics", "Hiring", "People Management",
            "Customer Success", "Financial Modelling", "Accounting"],
    "CPO": ["Product Management", "UI/UX Design", "User Research", "Growth Marketing",
            "Graphic Design", "Data Science"],
    "CMO": ["Growth Marketing", "Performance Marketing", "Content Marketing", "Brand Strategy",
            "SEO", "Community Building", "Graphic Design"],
    "CFO": ["Financial Modelling", "Accounting", "Fundraising", "Legal & Compliance", "Strategy"],
}
ROLE_TITLES = {
    "CEO": ["Co-founder & CEO", "Co-founder & CEO", "Co-founder & CEO", "Founder & CEO"],
    "Founder": ["Founder"],
    "CTO": ["Co-founder & CTO"],
    "COO": ["Co-founder & COO"],
    "CPO": ["Co-founder & CPO"],
    "CMO": ["Co-founder & CMO"],
    "CFO": ["Co-founder & CFO"],
}
# Role weights by stage: solo "Founder" profiles are early, CFOs are late.
ROLE_WEIGHTS = {
    "Idea":      {"CEO": 40, "Founder": 30, "CTO": 20, "COO": 4, "CPO": 6, "CMO": 0, "CFO": 0},
    "MVP":       {"CEO": 45, "Founder": 12, "CTO": 25, "COO": 7, "CPO": 8, "CMO": 3, "CFO": 0},
    "Seed":      {"CEO": 45, "Founder": 4, "CTO": 25, "COO": 10, "CPO": 9, "CMO": 5, "CFO": 2},
    "Series A":  {"CEO": 45, "Founder": 0, "CTO": 25, "COO": 12, "CPO": 8, "CMO": 5, "CFO": 5},
    "Series B":  {"CEO": 45, "Founder": 0, "CTO": 24, "COO": 13, "CPO": 7, "CMO": 5, "CFO": 6},
    "Series C+": {"CEO": 45, "Founder": 0, "CTO": 24, "COO": 13, "CPO": 7, "CMO": 5, "CFO": 6},
}
ROLE_INTERESTS = {
    "CEO": ["Fundraising", "Sales", "Marketing", "Finance"],
    "Founder": ["Fundraising", "Product Development", "Sales", "Marketing"],
    "CTO": ["Technology", "Product Development", "Design"],
    "COO": ["Operations", "HR", "Finance", "Legal"],
    "CPO": ["Product Development", "Design", "Technology"],
    "CMO": ["Marketing", "Sales", "Design"],
    "CFO": ["Finance", "Fundraising", "Legal"],
}
STAGE_GOALS = {   # most likely first; "Find Co-founder" is handed out separately
    "Idea": ["Product Feedback", "Find Mentor", "Build Network", "Raise Funding"],
    "MVP": ["Product Feedback", "Raise Funding", "Find Mentor", "Build Network",
            "Strategic Partnerships"],
    "Seed": ["Raise Funding", "Scale Business", "Find Mentor", "Strategic Partnerships",
             "Build Network", "Product Feedback"],
    "Series A": ["Scale Business", "Enter New Markets", "Strategic Partnerships", "Raise Funding",
                 "Build Network"],
    "Series B": ["Enter New Markets", "Scale Business", "Strategic Partnerships", "Build Network"],
    "Series C+": ["Enter New Markets", "Strategic Partnerships", "Scale Business",
                  "Build Network"],
}
COFOUNDER_WEIGHT = {"Idea": 3.0, "MVP": 2.5, "Seed": 1.0, "Series A": 0.35, "Series B": 0.15,
                    "Series C+": 0.1}
STAGE_EXPERIENCE = {"Idea": (1, 10), "MVP": (2, 12), "Seed": (3, 15), "Series A": (5, 18),
                    "Series B": (7, 20), "Series C+": (9, 20)}
STAGE_TEAM = {"Idea": (1, 4), "MVP": (2, 10), "Seed": (5, 25), "Series A": (18, 60),
              "Series B": (45, 100), "Series C+": (80, 120)}

# ---------------------------------------------------------------------------------------------
# Bios: what the company does, then one line of background, traction or who they are looking for
# ---------------------------------------------------------------------------------------------

# "Previously <background>." Role backgrounds fit anyone in that role.
ROLE_BACKGROUNDS = {
    "CEO": ["spent six years in management consulting",
            "ran strategy for a consumer internet company",
            "worked in investment banking in Mumbai",
            "led a business unit at a large FMCG company",
            "a product manager at a growth-stage startup",
            "co-founded a bootstrapped digital agency"],
    "CTO": ["led backend engineering at a consumer internet company",
            "an early engineer at a growth-stage SaaS startup",
            "built data platforms at a global bank's technology centre",
            "a staff engineer at a large e-commerce company",
            "worked on distributed systems at a US cloud company"],
    "COO": ["ran operations for a hyperlocal delivery company",
            "managed the supply chain at an FMCG major",
            "launched new cities for a ride-hailing company"],
    "CPO": ["led product at a consumer fintech app",
            "moved from design into product at a SaaS company",
            "built growth products at a social app"],
    "CMO": ["led brand and performance marketing at a D2C company",
            "ran growth at an edtech startup",
            "built an agency that worked with forty consumer brands"],
    "CFO": ["a chartered accountant at a Big Four firm",
            "ran finance at a Series B startup"],
}
ROLE_BACKGROUNDS["Founder"] = ROLE_BACKGROUNDS["CEO"]
# Industry backgrounds, with the roles they fit ("lead" = CEO and Founder).
INDUSTRY_BACKGROUNDS = {
    "AI/ML": [("worked on speech-recognition research", "lead CTO CPO"),
              ("built recommendation systems at a streaming company", "lead CTO CPO"),
              ("researched computer vision at a university lab", "lead CTO")],
    "Fintech": [("ran SME credit at a private bank", "lead COO CFO"),
                ("built UPI integrations at a payments company", "lead CTO CPO"),
                ("worked in risk at an NBFC", "lead COO CFO CPO")],
    "Healthcare": [("ran hospital operations for a multi-specialty chain", "lead COO"),
                   ("led medical affairs at a pharma company", "lead COO CPO"),
                   ("practised as a doctor in a district hospital", "lead")],
    "E-commerce": [("ran category management at an online marketplace", "lead COO CPO CMO"),
                   ("scaled a D2C brand past ₹20 Cr in annual revenue", "lead CMO COO")],
    "SaaS": [("sold enterprise software to large global companies", "lead COO CMO"),
             ("led customer success at a SaaS company", "lead COO CPO")],
    "Blockchain": [("wrote smart contracts for a DeFi protocol", "lead CTO"),
                   ("worked on payments technology at a bank", "lead CTO CPO")],
    "EdTech": [("taught maths at a government school for five years", "lead CPO"),
               ("led content at a test-prep company", "lead CPO CMO")],
    "CleanTech": [("developed utility-scale solar projects", "lead COO CTO CFO"),
                  ("worked on EV powertrains at an automaker", "lead CTO")],
    "Gaming": [("designed levels at a mobile game studio", "lead CTO CPO"),
               ("ran live operations for a multiplayer game", "lead COO CPO")],
    "Social Media": [("led community at a social app with millions of users", "lead CMO CPO"),
                     ("built a regional-language creator following of 300,000 people",
                      "lead CMO")],
    "IoT": [("designed embedded hardware for consumer electronics", "lead CTO"),
            ("worked on industrial automation at an engineering firm", "lead CTO COO")],
    "Cybersecurity": [("ran red-team engagements for banks", "lead CTO"),
                      ("a security engineer at a global cloud company", "lead CTO")],
}
COFOUNDER_WANTED = {
    "CEO": ["technical", "technical", "product-minded"],
    "Founder": ["technical", "technical", "business"],
    "CTO": ["business", "sales-minded", "go-to-market"],
    "COO": ["technical"],
    "CPO": ["technical", "business"],
    "CMO": ["technical"],
    "CFO": ["technical"],
}

# ---------------------------------------------------------------------------------------------
# Mentors: a function (engineering, finance ...) crossed with an industry
# ---------------------------------------------------------------------------------------------

MENTOR_FUNCTIONS = {
    "engineering": dict(
        count=7,
        titles_independent=["Former CTO", "Former VP Engineering", "Engineering Advisor"],
        titles_firm=["Technology Partner", "Principal Architect"],
        recent=["led a 200-person engineering organisation at {org}",
                "built the platform team at {org} from five to ninety engineers",
                "ran engineering at {org} through three funding rounds"],
        expertise=["Scaling engineering teams", "System architecture", "Cloud cost control",
                   "Security reviews"],
        areas=["Technical architecture", "Hiring and team building", "Product-market fit",
               "Engineering culture"],
        skills=["System Design", "Cloud Architecture", "DevOps", "Hiring", "People Management"],
        interests=["Technology", "Product Development", "HR"]),
    "product": dict(
        count=5,
        titles_independent=["Former Chief Product Officer", "Product Advisor", "Former VP Product"],
        titles_firm=["Product Partner", "Principal Consultant"],
        recent=["ran product at {org}",
                "led product and design at {org}",
                "built the first product team at {org}, which later went public"],
        expertise=["Product discovery", "Pricing and packaging", "Retention and engagement",
                   "Designing for first-time internet users"],
        areas=["Product-market fit", "Pricing", "User research", "Roadmapping"],
        skills=["Product Management", "User Research", "UI/UX Design", "Data Science"],
        interests=["Product Development", "Design", "Technology"]),
    "growth": dict(
        count=5,
        titles_independent=["Former CMO", "Growth Advisor", "Former Head of Growth"],
        titles_firm=["Growth Partner", "Brand Strategist"],
        recent=["led marketing at {org} from launch to ₹300 Cr in revenue",
                "ran growth at {org}",
                "built the performance-marketing team at {org}"],
        expertise=["Performance marketing", "Brand building", "Community-led growth",
                   "Regional-language content"],
        areas=["Go-to-market", "Brand building", "Growth experiments", "Marketing budgets"],
        skills=["Growth Marketing", "Performance Marketing", "Brand Strategy", "Content Marketing",
                "SEO"],
        interests=["Marketing", "Sales", "Design"]),
    "finance": dict(
        count=5,
        titles_independent=["Former CFO", "Fractional CFO", "Finance Advisor"],
        titles_firm=["Finance Partner", "Fractional CFO"],
        recent=["was CFO of {org} through its IPO",
                "raised over ₹900 Cr across six rounds as CFO of {org}",
                "ran finance at {org}"],
        expertise=["Financial modelling", "Running a fundraise", "Unit economics",
                   "Board reporting"],
        areas=["Fundraising strategy", "Unit economics", "Board management", "Financial planning"],
        skills=["Financial Modelling", "Accounting", "Fundraising", "Strategy"],
        interests=["Finance", "Fundraising", "Legal"]),
    "operations": dict(
        count=4,
        titles_independent=["Former COO", "Operations Advisor", "Former Head of Operations"],
        titles_firm=["Operating Partner", "Operations Principal"],
        recent=["ran operations at {org} across 25 cities",
                "set up a 2,000-person field operation at {org}",
                "scaled operations at {org} from one city to twelve"],
        expertise=["Supply chain design", "Last-mile logistics", "Process design",
                   "Vendor management"],
        areas=["Operations scale-up", "Hiring and team building", "Unit economics",
               "City expansion"],
        skills=["Operations", "Supply Chain", "Logistics", "People Management"],
        interests=["Operations", "HR", "Finance"]),
    "sales": dict(
        count=4,
        titles_independent=["Former Chief Revenue Officer", "Enterprise Sales Advisor",
                            "Former VP Sales"],
        titles_firm=["Revenue Partner", "Go-to-Market Principal"],
        recent=["built the US sales team of {org} from zero to $40 million in revenue",
                "ran enterprise sales at {org} across India and the Middle East",
                "led channel partnerships at {org}"],
        expertise=["Enterprise sales", "Channel partnerships", "Selling to US mid-market",
                   "Sales hiring"],
        areas=["Sales playbooks", "Go-to-market", "International expansion", "Pricing"],
        skills=["Enterprise Sales", "Sales", "Business Development", "Partnerships"],
        interests=["Sales", "Marketing", "Operations"]),
    "founder": dict(
        count=5,
        titles_independent=["Serial Founder", "Founder-in-Residence", "Two-time Founder"],
        titles_firm=["Founder-in-Residence", "Venture Partner"],
        recent=["built {org} and sold it to a listed company",
                "founded {org} and grew it to 600 people before it was acquired",
                "started three companies, the last {org}, and talks openly about the one "
                "that failed"],
        expertise=["Zero to one", "Raising the first round", "Founder resilience",
                   "Acquisitions and exits"],
        areas=["Fundraising strategy", "Leadership coaching", "Product-market fit",
               "Co-founder relationships"],
        skills=["Fundraising", "Strategy", "Product Management", "Hiring"],
        interests=["Fundraising", "Product Development", "Sales"]),
    "legal": dict(
        count=3,
        titles_independent=["Startup Counsel", "Regulatory Advisor", "Former General Counsel"],
        titles_firm=["Partner", "Senior Counsel"],
        recent=["advised more than a hundred startups on financing rounds",
                "was general counsel at {org}",
                "led the regulatory team at {org}"],
        expertise=["RBI and SEBI regulation", "Term sheets", "Data protection and the DPDP Act",
                   "ESOP design"],
        areas=["Regulatory compliance", "Term sheet negotiation", "ESOP planning",
               "Contracts with enterprise customers"],
        skills=["Legal & Compliance", "Regulatory Affairs", "Public Policy", "Strategy"],
        interests=["Legal", "Finance", "Fundraising"]),
    "people": dict(
        count=2,
        titles_independent=["Former CHRO", "People & Culture Advisor"],
        titles_firm=["People Partner", "Leadership Coach"],
        recent=["ran HR for 5,000 people at {org}",
                "built the people function at {org} from 40 to 1,200 employees"],
        expertise=["Hiring senior leaders", "Compensation design", "Culture and performance"],
        areas=["Hiring and team building", "Leadership coaching", "Culture and values"],
        skills=["Hiring", "People Management", "Operations", "Strategy"],
        interests=["HR", "Operations", "Legal"]),
}
MENTOR_INDUSTRY_QUOTA = {
    "AI/ML": 5, "Fintech": 5, "SaaS": 5, "Healthcare": 4, "E-commerce": 4, "EdTech": 3,
    "CleanTech": 3, "Cybersecurity": 3, "Blockchain": 2, "Gaming": 2, "Social Media": 2, "IoT": 2,
}
INDUSTRY_EXPERTISE = {
    "AI/ML": ["Applied machine learning", "Data strategy"],
    "Fintech": ["Payments", "Credit underwriting"],
    "Healthcare": ["Hospital partnerships", "Health-insurance claims"],
    "E-commerce": ["D2C brand building", "Marketplace operations"],
    "SaaS": ["B2B SaaS metrics", "Product-led growth"],
    "Blockchain": ["Web3 regulation", "Token design"],
    "EdTech": ["Learning outcomes", "Selling to schools"],
    "CleanTech": ["Energy markets", "Hardware manufacturing"],
    "Gaming": ["Live operations", "Game monetisation"],
    "Social Media": ["Community moderation", "Creator economy"],
    "IoT": ["Hardware supply chains", "Industrial sales"],
    "Cybersecurity": ["Security certifications", "Selling to CISOs"],
}
INDUSTRY_DESCRIPTIONS = {
    "AI/ML": "applied AI", "Fintech": "financial services", "Healthcare": "healthcare",
    "E-commerce": "consumer brands and e-commerce", "SaaS": "B2B software",
    "Blockchain": "blockchain and digital assets", "EdTech": "education",
    "CleanTech": "energy and climate", "Gaming": "gaming", "Social Media": "consumer social",
    "IoT": "connected hardware", "Cybersecurity": "security",
}
INDUSTRY_ORGS = {   # "most recently ran product at <org>"
    "AI/ML": ["an applied-AI company", "a conversational-AI company"],
    "Fintech": ["a digital lender", "a payments company"],
    "Healthcare": ["a hospital chain", "a diagnostics company"],
    "E-commerce": ["an online marketplace", "a D2C brand"],
    "SaaS": ["a SaaS company", "an HR-software company"],
    "Blockchain": ["a crypto exchange", "a Web3 infrastructure company"],
    "EdTech": ["a test-prep company", "an online-learning company"],
    "CleanTech": ["a solar developer", "an electric-vehicle maker"],
    "Gaming": ["a mobile game studio", "a fantasy-sports company"],
    "Social Media": ["a social app", "a short-video platform"],
    "IoT": ["an industrial IoT company", "a consumer-electronics maker"],
    "Cybersecurity": ["a security company", "a managed-security provider"],
}
INDUSTRY_AGE = {"AI/ML": 15, "Blockchain": 10, "Social Media": 15, "IoT": 15, "Gaming": 20,
                "Cybersecurity": 25, "CleanTech": 20, "EdTech": 20, "E-commerce": 22}
MENTOR_FIRMS = {   # by function; the others use "*"
    "legal": ["Vriksha Counsel", "Nyayapath Legal"],
    "*": ["Paramarsh Advisory", "Margdarshak Partners", "Nakshatra Consulting",
          "Setubandh Advisors", "Anugraha Growth Partners", "Disha Operating Partners",
          "Pragyan Strategy Group"],
}
MENTOR_AVAILABILITY = ["2 hours a week", "1 hour a week", "Weekends", "Weekday evenings",
                       "Twice a month", "4 hours a month", "Saturday mornings"]
N_PRO_BONO_MENTORS = 6

# ---------------------------------------------------------------------------------------------
# Investors: fictional firms and angel networks
# ---------------------------------------------------------------------------------------------

INVESTOR_FIRMS = [   # (name, kind)
    ("Tamarind Grove Ventures", "vc"), ("Saffron Kite Capital", "vc"),
    ("Deccan Ridge Partners", "vc"), ("Kaveri Delta Fund", "vc"),
    ("Nilgiri Mist Ventures", "vc"), ("Brahmaputra Seed Partners", "vc"),
    ("Vindhya Peak Ventures", "vc"), ("Konkan Coast Capital", "vc"),
    ("Banyan Root Capital", "vc"), ("Peacock Feather Ventures", "vc"),
    ("Monsoon Bridge Capital", "vc"), ("Hooghly Bridge Ventures", "vc"),
    ("Narmada Valley Capital", "vc"), ("Thar Sands Ventures", "vc"),
    ("Malabar Pepper Ventures", "vc"), ("Indigo Loom Capital", "vc"),
    ("Kanchenjunga Capital Partners", "vc"), ("Ekatva Growth Partners", "vc"),
    ("Sahyadri Angels Collective", "angel"), ("Lotus Pond Angels", "angel"),
    ("Meghdoot Angel Network", "angel"), ("Charminar Seed Circle", "angel"),
    ("Marine Drive Angels", "angel"), ("Lalbagh Angel Syndicate", "angel"),
    ("Jugnu Seed Fund", "angel"), ("Anantam Angels", "angel"),
]
VC_TITLES = ["Partner", "Partner", "Managing Partner", "General Partner", "Principal",
             "Principal", "Vice President", "Venture Partner"]
ANGEL_TITLES = ["Angel Investor", "Lead Angel", "Syndicate Lead", "Angel Investor"]
VC_STAGES = [   # (investmentStage, typicalCheckSize options, founder stages it backs, weight)
    ("Pre-seed to Seed", ["₹50 L – ₹2 Cr", "₹75 L – ₹3 Cr"], ["MVP", "Seed"], 4),
    ("Seed", ["₹1 Cr – ₹4 Cr", "₹2 Cr – ₹6 Cr"], ["Seed"], 4),
    ("Seed to Series A", ["₹3 Cr – ₹15 Cr", "₹5 Cr – ₹20 Cr"], ["Seed", "Series A"], 4),
    ("Series A", ["₹15 Cr – ₹50 Cr", "₹20 Cr – ₹60 Cr"], ["Series A"], 3),
    ("Series A to B", ["₹25 Cr – ₹100 Cr"], ["Series A", "Series B"], 2),
    ("Series B and later", ["₹80 Cr – ₹250 Cr"], ["Series B", "Series C+"], 1),
]
ANGEL_STAGES = [
    ("Pre-seed", ["₹10 L – ₹50 L", "₹15 L – ₹40 L"], ["MVP"], 2),
    ("Pre-seed to Seed", ["₹25 L – ₹1 Cr", "₹20 L – ₹75 L"], ["MVP", "Seed"], 3),
]
INVESTOR_INDUSTRY_QUOTA = {
    "Fintech": 6, "AI/ML": 5, "SaaS": 5, "Healthcare": 4, "E-commerce": 4, "CleanTech": 3,
    "EdTech": 3, "Cybersecurity": 2, "Blockchain": 2, "Gaming": 2, "Social Media": 2, "IoT": 2,
}
RELATED_INDUSTRIES = {   # second and third focus areas of an investor
    "AI/ML": ["SaaS", "Healthcare", "Cybersecurity", "IoT"],
    "Fintech": ["SaaS", "Blockchain", "E-commerce", "AI/ML"],
    "Healthcare": ["AI/ML", "IoT", "SaaS"],
    "E-commerce": ["Social Media", "Fintech", "SaaS"],
    "SaaS": ["AI/ML", "Cybersecurity", "Fintech"],
    "Blockchain": ["Fintech", "Cybersecurity", "Gaming"],
    "EdTech": ["AI/ML", "Social Media", "SaaS"],
    "CleanTech": ["IoT", "AI/ML", "E-commerce"],
    "Gaming": ["Social Media", "AI/ML", "EdTech"],
    "Social Media": ["Gaming", "E-commerce", "EdTech"],
    "IoT": ["CleanTech", "AI/ML", "Healthcare"],
    "Cybersecurity": ["SaaS", "AI/ML", "Fintech"],
}
INVESTMENT_THEMES = ["Bharat-first consumer", "Climate", "Deep tech", "Financial inclusion",
                     "Women-led startups", "Vernacular internet", "Developer tools",
                     "B2B marketplaces"]
INVESTOR_BACKGROUNDS = [   # (sentence, minimum years of experience for it to be true)
    ("Previously founded and sold a logistics startup.", 8),
    ("Spent a decade in investment banking before moving to venture.", 12),
    ("Former product leader at a payments company.", 5),
    ("Moved to venture after eight years as an engineer and engineering manager.", 10),
    ("Ran strategy at a large conglomerate before joining venture.", 8),
    ("A chartered accountant by training who has sat on more than twenty startup boards.", 16),
    ("Former operator who scaled a consumer app across India and Southeast Asia.", 8),
    ("Previously an analyst and then an associate at a growth-stage fund.", 5),
    ("Started out in management consulting, working with banks and retailers.", 5),
]
THEME_IN_TEXT = {"Bharat-first consumer": "Bharat-first consumer brands", "Climate": "climate",
                 "Deep tech": "deep tech", "Financial inclusion": "financial inclusion",
                 "Women-led startups": "women-led teams", "Vernacular internet":
                 "the vernacular internet", "Developer tools": "developer tools",
                 "B2B marketplaces": "B2B marketplaces"}
INVESTOR_EXPERIENCE = {"Principal": (5, 11), "Vice President": (5, 10),
                       "Venture Partner": (10, 22), "Partner": (10, 24),
                       "Managing Partner": (15, 28), "General Partner": (12, 26),
                       "Angel Investor": (6, 25), "Lead Angel": (10, 28),
                       "Syndicate Lead": (6, 18)}
INVESTOR_SKILLS = ["Fundraising", "Financial Modelling", "Strategy", "Business Development",
                   "Partnerships", "People Management"]

# ---------------------------------------------------------------------------------------------
# Startup events (in-person). The organiser "@Fintech" means: the firm of an investor in the
# file whose industry is Fintech.
# ---------------------------------------------------------------------------------------------

EVENTS = [
    dict(type="networking", title="Bengaluru Founders' Evening",
         venue="Jacaranda Hall, Indiranagar, Bengaluru", time="18:30", price=0, max=150,
         organizer="Sangam Bengaluru Chapter",
         description="An unhurried evening for founders at every stage: short introductions, "
                     "then open tables by industry so you meet the people you came to meet.",
         tags=["Networking", "Founders", "Bengaluru"]),
    dict(type="networking", title="Mumbai Fintech Mixer",
         venue="Seabreeze Terrace, Bandra Kurla Complex, Mumbai", time="19:00", price=499,
         max=120, organizer="@Fintech",
         description="Founders, product leaders and investors working on payments, lending and "
                     "insurance meet over dinner. Bring one problem you want help with.",
         tags=["Fintech", "Payments", "Networking"]),
    dict(type="networking", title="Women Founders Circle: Delhi NCR",
         venue="Gulmohar Room, Sector 44, Gurugram", time="18:30", price=0, max=60,
         organizer="Sangam Women Founders Network",
         description="A small-group evening for women founders in Delhi NCR, with three "
                     "founders sharing what they wish they had known before their first raise.",
         tags=["Women Founders", "Community", "Delhi NCR"]),
    dict(type="networking", title="Hyderabad Deep Tech Meetup",
         venue="Banjara Studio, Jubilee Hills, Hyderabad", time="18:30", price=0, max=100,
         organizer="Sangam Hyderabad Chapter",
         description="For founders building in AI, semiconductors, drones and health hardware. "
                     "Lightning demos from five teams, then open conversation.",
         tags=["Deep Tech", "AI/ML", "Hardware"]),
    dict(type="networking", title="Pune SaaS Founders Breakfast",
         venue="The Reading Room, Koregaon Park, Pune", time="08:30", price=299, max=40,
         organizer="Sangam Pune Chapter",
         description="Breakfast and candid talk on pricing, churn and selling to the US from "
                     "Pune. Capped at forty so everyone gets a seat at the table.",
         tags=["SaaS", "B2B", "Pune"]),
    dict(type="networking", title="Chennai Climate Founders Meetup",
         venue="Marina Hall, Alwarpet, Chennai", time="18:00", price=0, max=80,
         organizer="@CleanTech",
         description="Solar, storage, EV and circular-economy founders compare notes on "
                     "financing hardware and selling to utilities and large manufacturers.",
         tags=["CleanTech", "Climate", "Chennai"]),
    dict(type="networking", title="Kolkata Startup Adda",
         venue="Park Street Loft, Park Street, Kolkata", time="18:30", price=0, max=90,
         organizer="Sangam Kolkata Chapter",
         description="An adda for founders from Kolkata and the Northeast, with a panel on "
                     "building from the East for customers across India.",
         tags=["Community", "East India", "Northeast"]),
    dict(type="networking", title="Founders by the Backwaters",
         venue="Harbour House, Fort Kochi, Kochi", time="17:30", price=499, max=70,
         organizer="Sangam Kerala Chapter",
         description="A sunset evening for founders from Kochi and Thiruvananthapuram, with "
                     "short talks on building global SaaS and health companies from Kerala.",
         tags=["Networking", "Kerala", "SaaS"]),
    dict(type="pitch", title="Seed Pitch Night: Fintech and Insurtech",
         venue="Seabreeze Terrace, Bandra Kurla Complex, Mumbai", time="18:30", price=0, max=110,
         organizer="@Fintech",
         description="Eight seed-stage fintech teams pitch for six minutes each to a panel of "
                     "investors, followed by feedback in the open. Applications close two weeks "
                     "before the event.",
         tags=["Pitch", "Fintech", "Seed"]),
    dict(type="pitch", title="Climate Pitch Day",
         venue="Jacaranda Hall, Indiranagar, Bengaluru", time="14:00", price=0, max=140,
         organizer="@CleanTech",
         description="Ten climate startups present to investors who back hardware and "
                     "infrastructure. Each pitch gets written feedback from every judge.",
         tags=["Pitch", "CleanTech", "Climate"]),
    dict(type="pitch", title="Bharat Consumer Pitch Night",
         venue="Amber Courtyard, C-Scheme, Jaipur", time="18:30", price=0, max=90,
         organizer="@E-commerce",
         description="Consumer brands and commerce startups building for customers beyond the "
                     "metros pitch to angels and early-stage funds.",
         tags=["Pitch", "E-commerce", "Consumer"]),
    dict(type="pitch", title="HealthTech Demo Day",
         venue="Genome Valley Auditorium, Shamirpet, Hyderabad", time="15:00", price=0, max=160,
         organizer="@Healthcare",
         description="Twelve health startups, from diagnostics to digital therapeutics, demo "
                     "live to investors, hospital leaders and doctors.",
         tags=["Pitch", "Healthcare", "Demo Day"]),
    dict(type="pitch", title="Tier-2 Founders Pitch Session",
         venue="Rajwada Hall, Vijay Nagar, Indore", time="17:00", price=0, max=80,
         organizer="Sangam Central India Chapter",
         description="Founders from Indore, Bhopal, Nagpur and nearby towns pitch to a visiting "
                     "panel of angels. Open to pre-seed and seed companies.",
         tags=["Pitch", "Tier-2", "Pre-seed"]),
    dict(type="workshop", title="Building Your First Data Room",
         venue="Jacaranda Hall, Indiranagar, Bengaluru", time="10:00", price=999, max=50,
         organizer="@SaaS",
         description="A hands-on morning on what investors actually look at in diligence: cap "
                     "table, financial model, contracts and metrics. Bring your laptop.",
         tags=["Fundraising", "Workshop", "Seed"]),
    dict(type="workshop", title="Pricing Your SaaS for Indian and Global Buyers",
         venue="The Reading Room, Koregaon Park, Pune", time="10:00", price=1499, max=40,
         organizer="Sangam Pune Chapter",
         description="Work through your own pricing page with two SaaS operators: packaging, "
                     "discounts, annual plans and when to charge in dollars.",
         tags=["SaaS", "Pricing", "Workshop"]),
    dict(type="workshop", title="DPDP Act Compliance for Startups",
         venue="Amaltas Room, Lodhi Road, New Delhi", time="11:00", price=1499, max=60,
         organizer="@Cybersecurity",
         description="What the Digital Personal Data Protection Act asks of a small company: "
                     "consent, notices, data retention and breach response, with templates to "
                     "take home.",
         tags=["Legal", "Privacy", "Compliance"]),
    dict(type="workshop", title="Performance Marketing on a Seed Budget",
         venue="Bayview Studio, Lower Parel, Mumbai", time="10:30", price=1999, max=45,
         organizer="Sangam Mumbai Chapter",
         description="How to spend your first ₹10 lakh on ads without wasting most of it: "
                     "channel choice, creatives, attribution and when to stop.",
         tags=["Marketing", "Growth", "D2C"]),
    dict(type="workshop", title="Hiring Your First Ten Engineers",
         venue="Banjara Studio, Jubilee Hills, Hyderabad", time="10:00", price=999, max=50,
         organizer="Sangam Hyderabad Chapter",
         description="Job descriptions, take-home tasks, salary bands and ESOP offers that "
                     "early engineers say yes to, from CTOs who have done it recently.",
         tags=["Hiring", "Engineering", "Team"]),
    dict(type="workshop", title="ESOPs Explained for Founders",
         venue="Sabarmati Loft, SG Highway, Ahmedabad", time="16:00", price=999, max=50,
         organizer="Sangam Gujarat Chapter",
         description="Pool sizes, vesting, taxation and buybacks, explained with worked "
                     "examples for Indian private companies.",
         tags=["ESOP", "Legal", "Finance"]),
    dict(type="workshop", title="Product Discovery Sprint",
         venue="Rose Garden Studio, Sector 16, Chandigarh", time="10:00", price=1499, max=35,
         organizer="Sangam North Chapter",
         description="A one-day sprint: customer interviews in the morning, a tested prototype "
                     "by evening. For teams at the idea and MVP stage.",
         tags=["Product", "Design", "MVP"]),
    dict(type="conference", title="Sangam Founders Summit",
         venue="Lakeside Convention Centre, Hebbal, Bengaluru", time="09:30", price=2999,
         max=1200, organizer="Sangam",
         description="Two days of talks, office hours and curated introductions for founders, "
                     "mentors and investors from across India. Members get priority seating.",
         tags=["Conference", "Founders", "Investors"]),
    dict(type="conference", title="Indic AI Builders Conference",
         venue="Madhapur Convention Hall, HITEC City, Hyderabad", time="09:30", price=2499,
         max=800, organizer="@AI/ML",
         description="Speech, language and vision models for Indian users: research talks, "
                     "production stories and a hiring fair.",
         tags=["AI/ML", "NLP", "Conference"]),
    dict(type="conference", title="Future of Payments Summit",
         venue="Harbour Convention Centre, Nariman Point, Mumbai", time="09:30", price=3999,
         max=900, organizer="@Fintech",
         description="Banks, payment companies and fintech founders on UPI credit, "
                     "cross-border payments and what the next regulations mean for startups.",
         tags=["Fintech", "Payments", "Conference"]),
    dict(type="conference", title="East India Startup Conclave",
         venue="Kalinga Convention Hall, Jaydev Vihar, Bhubaneswar", time="10:00", price=999,
         max=600, organizer="Sangam East Chapter",
         description="Founders, state startup missions and investors from Odisha, Bengal, "
                     "Assam and the Northeast on building and funding companies in the East.",
         tags=["Conference", "East India", "Ecosystem"]),
]

# ---------------------------------------------------------------------------------------------
# Virtual events; host ("investor", industry) or ("mentor", function) picks a person from the
# generated files.
# ---------------------------------------------------------------------------------------------

VIRTUAL_EVENTS = [
    dict(type="pitch", title="Virtual Pitch Hour: Fintech", host=("investor", "Fintech"),
         time="18:00", max=200, live=False,
         description="Five fintech founders pitch live; the host and the audience ask "
                     "questions and share feedback in the chat.",
         tags=["Pitch", "Fintech"]),
    dict(type="pitch", title="AI Founders Pitch Room", host=("investor", "AI/ML"), time="18:00",
         max=200, live=False,
         description="Applied AI startups show what they have built and get candid feedback "
                     "on defensibility and go-to-market.",
         tags=["Pitch", "AI/ML"]),
    dict(type="pitch", title="Climate Pitch Clinic", host=("investor", "CleanTech"),
         time="17:30", max=150, live=False,
         description="Rehearse your climate pitch with an investor who backs hardware, and "
                     "leave with a sharper story and deck.",
         tags=["Pitch", "CleanTech"]),
    dict(type="pitch", title="Consumer Brands Pitch Hour", host=("investor", "E-commerce"),
         time="18:30", max=180, live=False,
         description="D2C and commerce founders pitch their brands; feedback focuses on "
                     "repeat rates, margins and channel mix.",
         tags=["Pitch", "E-commerce", "D2C"]),
    dict(type="masterclass", title="Masterclass: Raising Your Seed Round in 2027",
         host=("investor", "SaaS"), time="19:00", max=500, live=False,
         description="How seed rounds are being priced and structured right now, what a good "
                     "first meeting looks like, and how to run a tight process.",
         tags=["Fundraising", "Seed"]),
    dict(type="masterclass", title="Masterclass: Unit Economics for D2C Brands",
         host=("mentor", "finance", "E-commerce"), time="19:00", max=400, live=False,
         description="Contribution margin, CAC payback and cohort maths for consumer brands, "
                     "with a spreadsheet you can reuse.",
         tags=["Finance", "D2C", "Unit Economics"]),
    dict(type="masterclass", title="Masterclass: Building an Enterprise Sales Team",
         host=("mentor", "sales", "SaaS"), time="19:30", max=400, live=False,
         description="When to hire your first salesperson, how to pay them, and the pipeline "
                     "reviews that keep a small team honest.",
         tags=["Sales", "B2B", "SaaS"]),
    dict(type="masterclass", title="Masterclass: Designing for Bharat Users",
         host=("mentor", "product"), time="19:00", max=400, live=False,
         description="Designing products for first-time internet users: language, trust, "
                     "low-end phones and patchy networks.",
         tags=["Product", "Design", "Vernacular"]),
    dict(type="masterclass", title="Masterclass: Security Basics Every Startup Needs",
         host=("mentor", "engineering", "Cybersecurity"), time="18:30", max=300, live=False,
         description="The twenty security controls that stop most breaches, and how to put "
                     "them in place before your first enterprise customer asks.",
         tags=["Cybersecurity", "Engineering"]),
    dict(type="networking", title="Founder Coffee Hour", host=("mentor", "founder"),
         time="09:00", max=120, live=True,
         description="A relaxed morning video call: rooms of five founders, fifteen minutes "
                     "each, rotated three times.",
         tags=["Networking", "Founders"]),
    dict(type="networking", title="Women Founders Virtual Mixer", host=("mentor", "female"),
         time="18:00", max=150, live=False,
         description="Small breakout rooms for women founders across India to meet, swap notes "
                     "and find peers at the same stage.",
         tags=["Networking", "Women Founders"]),
    dict(type="networking", title="Tier-2 City Founders Connect", host=("mentor", "operations"),
         time="19:00", max=150, live=False,
         description="Founders building outside the big metros meet each other and talk hiring, "
                     "funding and selling from smaller cities.",
         tags=["Networking", "Tier-2"]),
    dict(type="mentorship", title="Office Hours: Finding Product-Market Fit",
         host=("mentor", "product"), time="17:00", max=40, live=False,
         description="Bring your retention numbers and customer interviews; leave with the "
                     "next three experiments to run.",
         tags=["Mentorship", "Product"]),
    dict(type="mentorship", title="Office Hours: Fundraising Strategy",
         host=("mentor", "finance"), time="17:00", max=40, live=False,
         description="One-to-many office hours on round size, valuation, investor lists and "
                     "the story in your deck.",
         tags=["Mentorship", "Fundraising"]),
    dict(type="mentorship", title="Office Hours: Hiring and Culture",
         host=("mentor", "people"), time="17:30", max=40, live=False,
         description="Questions on first hires, compensation, ESOPs and building a team that "
                     "stays, answered live.",
         tags=["Mentorship", "Hiring"]),
    dict(type="mentorship", title="Office Hours: Selling Abroad from India",
         host=("mentor", "sales"), time="20:00", max=40, live=False,
         description="For founders selling to the US, Europe or the Middle East: entity setup, "
                     "pricing in dollars and the first overseas hire.",
         tags=["Mentorship", "Go-to-Market", "International"]),
]

# ---------------------------------------------------------------------------------------------
# Success stories (fictional founders and companies; not members of the demo network)
# ---------------------------------------------------------------------------------------------

STORIES = [
    dict(industry="AI/ML", title="Teaching machines to understand Bharat's voices",
         founder="Nandita Raghunathan", company="Bolchaal AI",
         timeline="Founded 2021 · Series A in 2025", funding="₹38 Cr Series A",
         description="Bolchaal AI builds speech recognition for Indian languages and dialects. "
                     "Lenders and insurers use it to run onboarding and reminder calls in the "
                     "customer's own language, and to check every call for compliance.",
         challenges=["Almost no labelled speech data for dialects such as Bhojpuri and Tulu",
                     "Enterprise buyers expected near-perfect accuracy from the first pilot",
                     "GPU costs ate into margins on long calls"],
         solutions=["Paid 1,800 speakers across 14 states to record and label everyday "
                    "conversations",
                    "Started with one narrow use case, EMI reminder calls, before widening the "
                    "product",
                    "Distilled large models into small ones that run on CPUs for most calls"],
         results=["Word error rate below 9% on conversational Hindi",
                  "Live with 11 lenders and 2 insurers",
                  "1.2 million minutes of calls processed every month"],
         metrics=dict(revenue="₹14 Cr ARR", team="72", users="13 enterprise clients",
                      growth="3.1x YoY"),
         tags=["Speech AI", "Indic Languages", "Enterprise"]),
    dict(industry="AI/ML", title="Forty thousand acres watched from the sky",
         founder="Omkar Bhagwat", company="Khetdrishti",
         timeline="Founded 2022 · Seed in 2024", funding="₹9 Cr Seed",
         description="Khetdrishti reads satellite and drone images to spot crop stress on grape "
                     "and pomegranate farms days before it shows, and sends advice to farmers "
                     "in Marathi and Kannada through their producer organisations.",
         challenges=["Cloud cover hid fields for weeks during the monsoon",
                     "Farmers did not trust advice from an app they had never heard of",
                     "Each crop needed its own models and field data"],
         solutions=["Combined radar satellite data with optical images to see through clouds",
                    "Sold through farmer producer organisations whose agronomists farmers "
                    "already trusted",
                    "Focused on two high-value crops in Nashik and Vijayapura before expanding"],
         results=["40,000 acres monitored across 6,200 farms",
                  "Average pesticide spend down 22% for farmers on the programme",
                  "Two agri lenders now use its crop-health scores in underwriting"],
         metrics=dict(revenue="₹3.8 Cr ARR", team="31", users="6,200 farmers",
                      growth="2.4x YoY"),
         tags=["Agritech", "Computer Vision", "Satellite"]),
    dict(industry="AI/ML", title="Document AI for the paperwork nobody wants to type",
         founder="Insiya Petiwala", company="Lekhak Labs",
         timeline="Founded 2020 · Series A in 2024", funding="₹22 Cr Series A",
         description="Lekhak Labs turns handwritten invoices, delivery challans and lorry "
                     "receipts into clean data for distributors, transporters and their "
                     "lenders.",
         challenges=["Documents arrived as blurry phone photos in five scripts",
                     "Customers wanted results in their accounting software, not a new dashboard",
                     "Early accuracy was too low for finance teams to trust"],
         solutions=["Built a labelling pipeline with 60 part-time reviewers in Surat and Indore",
                    "Shipped connectors for Tally and the three most-used ERPs first",
                    "Added a human check for low-confidence fields with a two-hour turnaround"],
         results=["Four million documents read every month",
                  "Month-end closing time down from nine days to three for a typical customer",
                  "Net revenue retention of 138%"],
         metrics=dict(revenue="₹11 Cr ARR", team="58", users="420 businesses",
                      growth="2.2x YoY"),
         tags=["Document AI", "Logistics", "B2B"]),
    dict(industry="FinTech", title="Invoice finance for the looms of Surat and Tiruppur",
         founder="Siddharth Venkataraman", company="Taana Baana Credit",
         timeline="Founded 2019 · Series A in 2023", funding="₹45 Cr Series A",
         description="Taana Baana Credit advances money against invoices for small textile "
                     "manufacturers who wait ninety days to be paid by large buyers, with "
                     "credit decisions made on GST and bank data in a day.",
         challenges=["Banks would not lend to units without audited accounts or collateral",
                     "Buyers paid late and disputes were settled over the phone",
                     "Lending capital was expensive for a young NBFC"],
         solutions=["Underwrote on GST returns, bank statements and buyer payment history",
                    "Signed tripartite agreements so large buyers pay Taana Baana directly",
                    "Co-lent with two banks to bring down the cost of funds"],
         results=["₹1,100 Cr disbursed to 3,400 manufacturers",
                  "Gross NPA held below 1.2%",
                  "Profitable since the second quarter of 2025"],
         metrics=dict(revenue="₹62 Cr", team="140", users="3,400 MSMEs", growth="1.9x YoY"),
         tags=["MSME Lending", "Invoice Finance", "Textiles"]),
    dict(industry="FinTech", title="Savings that start at ten rupees",
         founder="Lalrinmawii Chhangte", company="Bachat Money",
         timeline="Founded 2022 · Seed in 2024", funding="₹12 Cr Seed",
         description="Bachat Money helps domestic workers, drivers and delivery partners save "
                     "small amounts every day into gold and fixed deposits offered by partner "
                     "banks, with the app in nine languages.",
         challenges=["Users had been burned by chit funds and did not trust savings apps",
                     "Daily amounts were too small for card-based payment costs",
                     "Regulations meant Bachat could not hold customer money itself"],
         solutions=["Recruited community champions who explained the product face to face",
                    "Used UPI Autopay mandates so ten-rupee debits cost almost nothing",
                    "Partnered with two regulated banks that hold every rupee"],
         results=["8.5 lakh savers, 61% of them women",
                  "Average saver puts away ₹1,450 a month",
                  "Monthly retention above 70% after a year"],
         metrics=dict(revenue="₹4.2 Cr", team="38", users="8.5 lakh", growth="4x YoY"),
         tags=["Savings", "Financial Inclusion", "UPI"]),
    dict(industry="FinTech", title="Getting paid from abroad without losing four per cent",
         founder="Harleen Bhasin", company="Hundi Rails",
         timeline="Founded 2020 · Series B in 2025", funding="₹60 Cr Series B",
         description="Hundi Rails lets Indian freelancers and small exporters receive payments "
                     "from clients in 40 countries at a fixed, low fee, with the export "
                     "paperwork generated automatically.",
         challenges=["Banks charged hidden currency mark-ups of three to four per cent",
                     "Every inward payment needed export documentation for compliance",
                     "Competing with global payment giants for trust"],
         solutions=["Built local collection accounts in the US, UK and EU with licensed partners",
                    "Generated the compliance paperwork for each payment automatically",
                    "Published every fee and exchange rate on a public page"],
         results=["$900 million in annual payment volume",
                  "Average customer saves ₹38,000 a year in fees",
                  "Expanded to small exporters, now 45% of volume"],
         metrics=dict(revenue="₹48 Cr", team="110", users="2.6 lakh", growth="2.7x YoY"),
         tags=["Cross-border Payments", "Freelancers", "Exports"]),
    dict(industry="Healthcare", title="Bringing ICU specialists to district hospitals",
         founder="Meenal Sathaye", company="Pranavayu Critical Care",
         timeline="Founded 2019 · Series A in 2023", funding="₹28 Cr Series A",
         description="Pranavayu runs a tele-ICU: intensivists in a command centre monitor "
                     "patients in district and small private hospitals around the clock and "
                     "guide the doctors and nurses at the bedside.",
         challenges=["Hospitals had monitors but no way to stream data from them",
                     "Local doctors worried about being second-guessed",
                     "Patchy internet in smaller towns"],
         solutions=["Built a device-agnostic box that reads data from older monitors",
                    "Trained local teams first and positioned specialists as support",
                    "Added a fallback over two mobile networks and voice calls"],
         results=["Live in 96 hospitals across seven states",
                  "ICU mortality down by a quarter in partner hospitals",
                  "Over 60,000 critical patients monitored"],
         metrics=dict(revenue="₹21 Cr", team="230", users="96 hospitals", growth="1.8x YoY"),
         tags=["Critical Care", "Telemedicine", "Tier-2"]),
    dict(industry="Healthcare", title="Diabetes care that fits a ₹500 monthly budget",
         founder="Shoaib Farooqi", company="Nabz Health",
         timeline="Founded 2021 · Seed in 2023", funding="₹7 Cr Seed",
         description="Nabz Health runs a low-cost diabetes programme: a glucometer that syncs "
                     "with the app, weekly calls with a dietitian in the patient's language, "
                     "and food plans built on regional home cooking.",
         challenges=["Existing programmes cost several thousand rupees a month",
                     "Diet advice ignored what families actually cook",
                     "Patients dropped off after the first month"],
         solutions=["Replaced continuous monitors with smart glucometers for most patients",
                    "Wrote meal plans around regional staples, from ragi to rice",
                    "Built streaks and family check-ins to keep patients engaged"],
         results=["42,000 patients enrolled",
                  "Average HbA1c down by 1.1 points in six months",
                  "Employers and two insurers now pay for the programme"],
         metrics=dict(revenue="₹5.6 Cr", team="47", users="42,000", growth="2.9x YoY"),
         tags=["Diabetes", "Chronic Care", "Digital Health"]),
    dict(industry="B2B", title="Fresh produce to 3,000 restaurants, with no cold warehouse",
         founder="Prasanjit Behera", company="Mandi Bridge",
         timeline="Founded 2020 · Series A in 2024", funding="₹34 Cr Series A",
         description="Mandi Bridge buys vegetables and fruit from farmer groups at dawn and "
                     "delivers them to restaurants and cloud kitchens the same morning, "
                     "skipping the cold warehouse entirely.",
         challenges=["Wastage of 20% or more in traditional produce supply chains",
                     "Restaurants ordered late at night and expected delivery by 9 a.m.",
                     "Thin margins left no room for error"],
         solutions=["Moved to a buy-to-order model from farmer groups within 150 km",
                    "Ran sorting in moving trucks to save a warehouse step",
                    "Priced daily with a simple model on mandi rates and demand"],
         results=["3,000 restaurants served in Bhubaneswar, Kolkata and Hyderabad",
                  "Wastage under 4%",
                  "Farmers earn 18% more than at the local mandi"],
         metrics=dict(revenue="₹96 Cr", team="410", users="3,000 restaurants",
                      growth="2.1x YoY"),
         tags=["Supply Chain", "Agritech", "Food"]),
    dict(industry="B2B", title="Factory machines that warn you before they break",
         founder="Kavita Thapliyal", company="Yantrik Sense",
         timeline="Founded 2021 · Series A in 2025", funding="₹18 Cr Series A",
         description="Yantrik Sense puts low-cost vibration and temperature sensors on CNC "
                     "machines and compressors, and tells maintenance teams which machine will "
                     "fail and why.",
         challenges=["Small factories could not afford imported condition-monitoring systems",
                     "Every machine brand behaved differently",
                     "Maintenance teams ignored alerts they did not understand"],
         solutions=["Designed a sensor that costs under ₹6,000 and installs in ten minutes",
                    "Trained models on data from 9,000 machines across 140 plants",
                    "Sent alerts as plain-language WhatsApp messages with the likely fix"],
         results=["Unplanned downtime down 35% on average",
                  "Installed in 140 plants in Pune, Chennai and Gurugram",
                  "Now exporting to auto suppliers in Thailand"],
         metrics=dict(revenue="₹13 Cr ARR", team="64", users="140 plants", growth="2.5x YoY"),
         tags=["IoT", "Manufacturing", "Predictive Maintenance"]),
    dict(industry="SaaS", title="Payroll for India's blue-collar workforce",
         founder="Zenobia Daruwalla", company="Sutradhar HR",
         timeline="Founded 2019 · Series B in 2025", funding="₹52 Cr Series B",
         description="Sutradhar HR runs attendance, payroll and statutory compliance for "
                     "companies whose staff work in warehouses, factories and security teams, "
                     "with a mobile app in eleven languages.",
         challenges=["Attendance was kept in paper registers at hundreds of sites",
                     "Labour laws differ from state to state",
                     "Workers could not read their payslips"],
         solutions=["Face-based attendance that works offline on cheap Android phones",
                    "A rules engine for minimum wage, PF and ESI across all states",
                    "Voice payslips in the worker's own language"],
         results=["Pays 3.8 lakh workers every month",
                  "Compliance penalties for customers down to nearly zero",
                  "Net revenue retention of 131%"],
         metrics=dict(revenue="₹44 Cr ARR", team="260", users="1,900 companies",
                      growth="1.9x YoY"),
         tags=["HR Tech", "Payroll", "Compliance"]),
    dict(industry="SaaS", title="A WhatsApp-first CRM that 9,000 brokers use every day",
         founder="Naveen Rajendran", company="Chaupal CRM",
         timeline="Founded 2021 · Series A in 2024", funding="₹15 Cr Series A",
         description="Chaupal CRM lets real-estate brokers manage listings, leads and site "
                     "visits from WhatsApp, without ever opening a laptop.",
         challenges=["Brokers refused to learn desktop software",
                     "Leads arrived from a dozen portals in different formats",
                     "Low willingness to pay for software"],
         solutions=["Built the whole product on top of WhatsApp chats and voice notes",
                    "Pulled leads automatically from the major listing portals",
                    "Priced per closed deal for small brokers and per seat for large firms"],
         results=["9,000 brokers active every day",
                  "Average broker closes 30% more deals",
                  "Expanded from Chennai to 14 cities"],
         metrics=dict(revenue="₹9.5 Cr ARR", team="52", users="9,000 brokers",
                      growth="3.4x YoY"),
         tags=["CRM", "Real Estate", "WhatsApp"]),
]

# =============================================================================================
# Generation
# =============================================================================================

DEMO_FOUNDER = {
    "firstName": "Aarav",
    "lastName": "Mehta",
    "email": "founder@" + EMAIL_DOMAIN,
    "linkedinUrl": "https://www.linkedin.com/in/aarav-mehta-sangam-demo",
    "company": "Kirana Cloud",
    "title": "Co-founder & CEO",
    "role": "CEO",
    "industry": "Fintech",
    "city": "Bengaluru",
    "bio": "Co-founder & CEO of Kirana Cloud, working-capital credit and stock management for "
           "neighbourhood kirana stores, underwritten on their UPI receipts. Previously ran SME "
           "credit at a private bank.",
    "skills": ["Product Management", "Fundraising", "Strategy", "Payments", "Lending"],
    "interests": ["Technology", "Finance", "Fundraising"],
    "goals": ["Raise Funding", "Find Mentor", "Find Co-founder"],
    "experience": 7,
    "fundingStage": "Seed",
    "teamSize": 9,
    "plan": "pro",
    "password": "sangam-demo-founder",
}
ADMINISTRATOR = {"email": "admin@" + EMAIL_DOMAIN, "password": "sangam-demo-admin"}

# The demo mentor and investor sign in like the demo founder and find requests and pitches from
# demo founders waiting on their dashboards (approved by an administrator, not answered yet).
DEMO_MENTOR = {
    "firstName": "Radhika",
    "lastName": "Venkatesan",
    "email": "mentor@" + EMAIL_DOMAIN,
    "linkedinUrl": "https://www.linkedin.com/in/radhika-venkatesan-sangam-demo",
    "company": "Kaveri Advisory",
    "title": "Operating Partner",
    "role": "Mentor",
    "industry": "SaaS",
    "city": "Bengaluru",
    "bio": "Built and sold a B2B SaaS company after 12 years; now helps early founders with "
           "pricing, first sales hires and going from India to global customers.",
    "skills": ["Product Management", "Enterprise Sales", "Strategy", "Partnerships"],
    "interests": ["Sales", "Product Development", "Fundraising"],
    "goals": ["Build Network", "Strategic Partnerships"],
    "experience": 19,
    "fundingStage": None,
    "teamSize": None,
    "plan": "pro",
    "expertise": ["B2B SaaS pricing", "First sales hires", "Selling to US customers"],
    "mentorshipAreas": ["Go-to-market", "Pricing", "Fundraising"],
    "hourlyRate": 0,
    "availability": "Weekly",
    "password": "sangam-demo-mentor",
}
DEMO_INVESTOR = {
    "firstName": "Kabir",
    "lastName": "Malhotra",
    "email": "investor@" + EMAIL_DOMAIN,
    "linkedinUrl": "https://www.linkedin.com/in/kabir-malhotra-sangam-demo",
    "company": "Banyan Seed Partners",
    "title": "Partner",
    "role": "Investor",
    "industry": "Fintech",
    "city": "Mumbai",
    "bio": "Partner at Banyan Seed Partners, writing first cheques into Fintech, SaaS and AI/ML "
           "founders building for Bharat. Previously an operator at a payments company.",
    "skills": ["Fundraising", "Financial Modelling", "Strategy"],
    "interests": ["Finance", "Fundraising", "Technology"],
    "goals": ["Build Network", "Strategic Partnerships"],
    "experience": 14,
    "fundingStage": None,
    "teamSize": None,
    "plan": "pro",
    "firm": "Banyan Seed Partners",
    "focusAreas": ["Fintech", "SaaS", "AI/ML"],
    "investmentStage": "Pre-seed to Seed",
    "typicalCheckSize": "\u20b950 L \u2013 \u20b93 Cr",
    "portfolioCompanies": [],
    "recentInvestments": [],
    "password": "sangam-demo-investor",
}
N_DEMO_REQUESTS = 4  # mentor applications to the demo mentor, and pitches to the demo investor


def ordered(values, vocabulary):
    """Values in vocabulary order, so lists read the same way everywhere."""
    return sorted(values, key=vocabulary.index)


def quota_list(rng, quota):
    items = [key for key, count in quota.items() for _ in range(count)]
    rng.shuffle(items)
    return items


def weighted_sample(rng, items, weights, k):
    """k distinct items, more likely the heavier ones (Efraimidis-Spirakis)."""
    keyed = [(rng.random() ** (1.0 / w), i) for i, w in enumerate(weights)]
    keyed.sort(reverse=True)
    return [items[i] for _, i in keyed[:k]]


def lower_first(text):
    """'Go-to-market' -> 'go-to-market', but 'ESOP planning' stays as it is."""
    if len(text) > 1 and text[1].islower():
        return text[0].lower() + text[1:]
    return text


def fmt_count(n):
    """Display numbers the Indian way: 45,000 or 2.4 lakh."""
    if n >= 100000:
        return f"{n / 100000:.1f}".rstrip("0").rstrip(".") + " lakh"
    return f"{n:,}"


def round_nicely(n):
    """Two significant figures: 4,731 -> 4,700."""
    if n < 100:
        return n
    digits = len(str(n)) - 2
    return round(n, -digits)


class Emails:
    """firstname.lastname@sangam.demo, then firstname.lastname2@ ... for namesakes."""

    def __init__(self):
        self.taken = {"admin", "founder"}

    @staticmethod
    def part(name):
        ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        return "".join(ch for ch in ascii_name.lower() if ch.isalpha())

    def make(self, first, last):
        base = f"{self.part(first)}.{self.part(last)}"
        local, n = base, 1
        while local in self.taken:
            n += 1
            local = f"{base}{n}"
        self.taken.add(local)
        return f"{local}@{EMAIL_DOMAIN}"


def linkedin_url(email):
    return "https://www.linkedin.com/in/" + email.split("@")[0].replace(".", "-") + "-sangam-demo"


class People:
    """Names, companies and e-mails shared by all three member files."""

    def __init__(self, rng):
        self.rng = rng
        self.emails = Emails()
        self.blocked = set(BLOCKED_NAMES) | {s["founder"] for s in STORIES}
        self.companies = {self.key(DEMO_FOUNDER["company"])} | {self.key(s["company"])
                                                                 for s in STORIES}
        self.companies |= {self.key(name) for name, _ in INVESTOR_FIRMS}
        self.companies |= {self.key(name) for firms in MENTOR_FIRMS.values() for name in firms}
        self.prefix_uses = {}

    @staticmethod
    def key(name):
        return name.lower().replace(" ", "")

    def name(self, kind, city):
        rng = self.rng
        female = rng.random() < FEMALE_SHARE[kind]
        communities = list(COMMUNITIES.values())
        weights = [c["weight"] * (4 if city in c["home"] else 1) for c in communities]
        while True:
            c = rng.choices(communities, weights)[0]
            first = rng.choice(c["female"] if female else c["male"])
            extra = c.get("female_surnames" if female else "male_surnames", [])
            last = rng.choice(extra) if extra and rng.random() < 0.3 else rng.choice(c["surnames"])
            if f"{first} {last}" not in self.blocked:
                return first, last, female

    def company(self, industry, product_suffixes):
        """A new company name; a first word is shared by two companies at most (three for the
        generic words), so the network does not look like a handful of conglomerates."""
        rng = self.rng
        while True:
            own = [p for p in INDUSTRY_PREFIXES[industry] if self.prefix_uses.get(p, 0) < 2]
            generic = [p for p in GENERIC_PREFIXES if self.prefix_uses.get(p, 0) < 3]
            prefix = rng.choice(own if own and (rng.random() < 0.8 or not generic) else generic)
            if rng.random() < 0.65:
                suffix = rng.choice(product_suffixes)
            else:
                suffix = rng.choice(INDUSTRY_SUFFIXES[industry])
            if suffix in JOINABLE_SUFFIXES and rng.random() < 0.35:
                name = prefix + suffix.lower()
            else:
                name = f"{prefix} {suffix}"
            k = self.key(name)
            if (k not in self.companies and k not in REAL_NAMES_BLOCKLIST
                    and prefix.lower() != suffix.lower()):
                self.companies.add(k)
                self.prefix_uses[prefix] = self.prefix_uses.get(prefix, 0) + 1
                return name


# ---------------------------------------------------------------------------------------------
# Founders
# ---------------------------------------------------------------------------------------------

def pick_skills(rng, role, industry, product_skills):
    n = rng.randint(3, 6)
    chosen = []

    def add(pool, k):
        for skill in rng.sample(pool, min(k, len(pool))):
            if skill not in chosen and len(chosen) < n:
                chosen.append(skill)

    if role == "CTO":
        add(INDUSTRY_TECH_SKILLS[industry], rng.randint(2, 3))
        add(ROLE_SKILLS["CTO"], n)
    else:
        add(product_skills, rng.randint(1, 2))
        if rng.random() < 0.3:
            add(INDUSTRY_TECH_SKILLS[industry], 1)
        add(ROLE_SKILLS[role], n)
    if len(chosen) < n:
        add(INDUSTRY_TECH_SKILLS[industry], n)
    return ordered(chosen, SKILLS)


def pick_interests(rng, favourites):
    k = rng.choices([1, 2, 3, 4], weights=[2, 4, 3, 1])[0]
    chosen = [rng.choice(favourites)]
    while len(chosen) < k:
        pool = [i for i in INTERESTS if i not in chosen]
        chosen.append(rng.choices(pool, [3 if i in favourites else 1 for i in pool])[0])
    return ordered(chosen, INTERESTS)


def pick_goals(rng, stage, wants_cofounder):
    k = rng.choices([1, 2, 3], weights=[2, 4, 3])[0]
    chosen = ["Find Co-founder"] if wants_cofounder else []
    pool = list(STAGE_GOALS[stage])
    while len(chosen) < k:
        weights = [len(pool) - i for i in range(len(pool))]
        goal = rng.choices(pool, weights)[0]
        pool.remove(goal)
        chosen.append(goal)
    return ordered(chosen, GOALS)


CUSTOMER_NOUNS = {   # (what a company counts, scale against a B2B company)
    "AI/ML": ("enterprise customers", 0.2), "Fintech": ("customers", 20),
    "Healthcare": ("patients", 30), "E-commerce": ("monthly customers", 50),
    "SaaS": ("paying businesses", 1), "Blockchain": ("business customers", 0.2),
    "EdTech": ("learners", 50), "CleanTech": ("commercial customers", 0.5),
    "Gaming": ("daily players", 100), "Social Media": ("weekly active members", 100),
    "IoT": ("deployed sites", 1), "Cybersecurity": ("business customers", 0.5),
}
CUSTOMER_OVERRIDES = {   # products whose customers are not the industry's usual ones
    "tele-ICU": ("partner hospitals", 0.3), "EMR": ("clinics", 1),
    "pharmacies": ("pharmacies", 2), "claims automation": ("hospitals", 0.3),
    "radiology": ("imaging centres", 0.3), "clinical-trial": ("trial sites", 0.3),
    "eye-screening": ("health workers", 5),
    "co-lending": ("lending partners", 0.02), "GST-ready": ("exporters", 5),
    "reconciliation": ("D2C brands", 0.5), "supply-chain finance": ("suppliers", 2),
    "collections platform": ("lenders", 0.05), "expense card": ("SMEs", 3),
    "embedded insurance": ("dealers", 1),
    "co-development": ("publisher clients", 0.02), "anti-cheat": ("game studios", 0.1),
    "tournament platform": ("colleges", 0.3), "streamers": ("streamers", 2),
    "maths labs": ("schools", 0.3), "assessment tool": ("schools", 0.3),
    "teacher-training": ("teachers", 20), "science-lab": ("schools", 0.3),
    "pre-schools": ("pre-schools", 0.3),
    "quick-commerce": ("stores", 3), "returns management": ("fashion brands", 0.2),
    "restaurants buying": ("restaurants", 5), "wholesale app": ("retailers", 10),
    "battery-swapping": ("drivers", 20), "cold storage": ("farmer groups", 0.3),
    "water-recycling": ("housing societies", 0.5), "irrigation pumps": ("farmers", 20),
    "biomass": ("farmers", 20), "video creators": ("creators", 20),
    "soil-moisture": ("farmers", 20), "dairy cattle": ("dairy farmers", 20),
    "school buses": ("schools", 0.5), "school-management": ("schools", 1),
    "dental clinics": ("clinics", 1), "real-estate brokers": ("brokers", 5),
    "developer tooling": ("developer teams", 1), "gold-backed loans": ("borrowers", 20),
    "farm inputs": ("farmers", 20),
}
STAGE_CUSTOMER_BASE = {"Seed": (20, 150), "Series A": (150, 900), "Series B": (800, 4000),
                       "Series C+": (3000, 15000)}


def traction_line(rng, f, product):
    stage, city = f["fundingStage"], f["city"]
    if stage == "Idea":
        return rng.choice([
            f"Currently validating the idea with {rng.randint(3, 12)} design partners.",
            f"Spent the last {rng.randint(2, 6)} months interviewing "
            f"{rng.randint(3, 12) * 10} potential customers.",
        ])
    if stage == "MVP":
        return rng.choice([
            f"The MVP is live in {rng.randint(3, 15)} pilots.",
            f"Running paid pilots in {city} before a wider launch.",
        ])
    noun, scale = next((v for k, v in CUSTOMER_OVERRIDES.items() if k in product),
                       CUSTOMER_NOUNS[f["industry"]])
    low, high = STAGE_CUSTOMER_BASE[stage]
    count = fmt_count(round_nicely(max(3, round(rng.randint(low, high) * scale))))
    if stage == "Seed":
        return rng.choice([
            f"Seed-funded and growing {rng.randint(8, 25)}% month on month.",
            f"Now working with {count} {noun}.",
        ])
    if stage == "Series A":
        return rng.choice([
            f"Series A funded, with {count} {noun} in {rng.randint(4, 14)} states.",
            f"A team of {f['teamSize']}, now working with {count} {noun}.",
        ])
    return rng.choice([
        f"A team of {f['teamSize']} serving {count} {noun} across India.",
        f"Growing {rng.randint(60, 180)}% year on year, with {count} {noun}.",
    ])


def founder_bio(rng, f, product, wants_cofounder):
    company, title = f["company"], f["title"]
    opener = rng.choice([
        f"Building {company}, {product}.",
        f"{title} of {company}, {product}.",
        f"At {company}, we're building {product}.",
    ])
    role = "lead" if f["role"] in ("CEO", "Founder") else f["role"]
    backgrounds = [text for text, roles in INDUSTRY_BACKGROUNDS[f["industry"]]
                   if role in roles.split()]
    if not backgrounds or rng.random() < 0.5:
        backgrounds = ROLE_BACKGROUNDS[f["role"]]
    roll = rng.random()
    if wants_cofounder and roll < 0.6:
        wanted = rng.choice(COFOUNDER_WANTED[f["role"]])
        second = rng.choice([f"Looking for a {wanted} co-founder to build this with.",
                             f"Looking for a {wanted} co-founder; happy to talk to anyone "
                             f"who has lived this problem."])
    elif roll < 0.8:
        second = f"Previously {rng.choice(backgrounds)}."
    else:
        second = traction_line(rng, f, product)
    bio = f"{opener} {second}"
    return bio if len(bio) <= 280 else opener


def make_founders(rng, people):
    industries = quota_list(rng, FOUNDER_INDUSTRY_QUOTA)
    cities = quota_list(rng, FOUNDER_CITY_QUOTA)
    stages = quota_list(rng, FOUNDER_STAGE_QUOTA)
    pools = {ind: [] for ind in INDUSTRIES}   # each industry's products, used in turn

    founders, products = [], []
    for i in range(N_FOUNDERS):
        industry, city, stage = industries[i], cities[i], stages[i]
        if not pools[industry]:
            pools[industry].extend(PRODUCTS[industry])
            rng.shuffle(pools[industry])
        phrase, suffixes, product_skills = pools[industry].pop()
        products.append(phrase)
        weights = ROLE_WEIGHTS[stage]
        role = rng.choices(list(weights), list(weights.values()))[0]
        first, last, _female = people.name("founder", city)
        email = people.emails.make(first, last)
        low, high = STAGE_EXPERIENCE[stage]
        title = rng.choice(ROLE_TITLES[role])
        team_low, team_high = STAGE_TEAM[stage]
        if title.startswith("Co-founder"):
            team_low = max(team_low, 2)
        founders.append({
            "firstName": first,
            "lastName": last,
            "email": email,
            "linkedinUrl": linkedin_url(email),
            "company": people.company(industry, suffixes.split("|")),
            "title": title,
            "role": role,
            "industry": industry,
            "city": city,
            "bio": None,
            "skills": pick_skills(rng, role, industry, product_skills.split("|")),
            "interests": pick_interests(rng, ROLE_INTERESTS[role]),
            "goals": None,
            "experience": rng.randint(low, high),
            "fundingStage": stage,
            "teamSize": 1 if role == "Founder" and stage == "Idea" and rng.random() < 0.5
            else rng.randint(team_low, team_high),
            "plan": "core",
        })

    # About 35% look for a co-founder, mostly at the idea and MVP stages.
    n_cofounder = round(N_FOUNDERS * COFOUNDER_SHARE)
    seekers = set(weighted_sample(rng, list(range(N_FOUNDERS)),
                                  [COFOUNDER_WEIGHT[f["fundingStage"]] for f in founders],
                                  n_cofounder))
    for i in sorted(rng.sample(range(N_FOUNDERS), round(N_FOUNDERS * PRO_SHARE))):
        founders[i]["plan"] = "pro"
    for i, f in enumerate(founders):
        wants = i in seekers
        f["goals"] = pick_goals(rng, f["fundingStage"], wants)
        f["bio"] = founder_bio(rng, f, products[i], wants)
    return founders


# ---------------------------------------------------------------------------------------------
# Mentors and investors
# ---------------------------------------------------------------------------------------------

def senior_city(rng):
    return rng.choices(list(SENIOR_CITY_WEIGHTS), list(SENIOR_CITY_WEIGHTS.values()))[0]


def make_mentors(rng, people):
    functions = [name for name, fn in MENTOR_FUNCTIONS.items() for _ in range(fn["count"])]
    rng.shuffle(functions)
    industries = quota_list(rng, MENTOR_INDUSTRY_QUOTA)
    pro_bono = set(rng.sample(range(N_MENTORS), N_PRO_BONO_MENTORS))
    mentors, meta = [], []
    for i in range(N_MENTORS):
        fn_name, industry = functions[i], industries[i]
        fn = MENTOR_FUNCTIONS[fn_name]
        city = senior_city(rng)
        first, last, female = people.name("mentor", city)
        email = people.emails.make(first, last)
        independent = rng.random() < 0.55
        title = rng.choice(fn["titles_independent"] if independent else fn["titles_firm"])
        experience = rng.randint(8, 30)

        skills = rng.sample(fn["skills"], rng.randint(2, min(4, len(fn["skills"]))))
        for skill in rng.sample(INDUSTRY_DOMAIN_SKILLS[industry], 3):
            if skill not in skills and (len(skills) < 3 or len(skills) < 6 and rng.random() < 0.5):
                skills.append(skill)
        expertise = rng.sample(fn["expertise"], rng.randint(1, 3))
        expertise.append(rng.choice(INDUSTRY_EXPERTISE[industry]))
        areas = rng.sample(fn["areas"], rng.randint(2, min(4, len(fn["areas"]))))
        goals = ["Build Network"] + rng.sample(["Strategic Partnerships", "Enter New Markets",
                                                "Product Feedback"], rng.randint(0, 2))
        if i in pro_bono:
            rate = 0
        else:
            rate = 2000 + (experience - 8) * 400 + rng.randint(0, 8) * 500
            rate = min(15000, max(2000, rate // 500 * 500))

        desc = INDUSTRY_DESCRIPTIONS[industry]
        if experience > INDUSTRY_AGE.get(industry, 30):   # nobody has 25 years in blockchain
            desc = "technology companies"
        recent = rng.choice(fn["recent"]).format(org=rng.choice(INDUSTRY_ORGS[industry]))
        first_sentence = rng.choice([
            f"{experience} years in {desc}; most recently {recent}.",
            f"{title} with {experience} years in {desc}, who most recently {recent}.",
        ])
        a, b = (lower_first(x) for x in rng.sample(areas, 2))
        if " and " in a + b:   # "hiring and team building, and with engineering culture"
            templates = [f"Happy to help founders with {a}, and with {b}",
                         f"Mentors founders on {a}, and on {b}",
                         f"Most useful to early teams working on {a}, and on {b}"]
        else:
            templates = [f"Happy to help founders with {a} and {b}",
                         f"Mentors founders on {a} and {b}",
                         f"Most useful to early teams working on {a} and {b}"]
        if rate == 0:
            second = rng.choice(templates[:2]) + ", pro bono."
        else:
            second = rng.choice(templates) + "."
        bio = f"{first_sentence} {second}"
        if len(bio) > 280:
            bio = first_sentence

        mentors.append({
            "firstName": first,
            "lastName": last,
            "email": email,
            "linkedinUrl": linkedin_url(email),
            "company": "Independent" if independent
            else rng.choice(MENTOR_FIRMS.get(fn_name, MENTOR_FIRMS["*"])),
            "title": title,
            "role": "Mentor",
            "industry": industry,
            "city": city,
            "bio": bio,
            "skills": ordered(skills, SKILLS),
            "interests": pick_interests(rng, fn["interests"]),
            "goals": ordered(goals, GOALS),
            "experience": experience,
            "fundingStage": None,
            "teamSize": None,
            "plan": "pro",
            "expertise": expertise,
            "mentorshipAreas": areas,
            "hourlyRate": rate,
            "availability": rng.choice(MENTOR_AVAILABILITY),
        })
        meta.append({"function": fn_name, "female": female})
    return mentors, meta


STAGE_IN_TEXT = {"Pre-seed": "pre-seed", "Pre-seed to Seed": "pre-seed and seed",
                 "Seed": "seed-stage", "Seed to Series A": "seed and Series A",
                 "Series A": "Series A", "Series A to B": "Series A and B",
                 "Series B and later": "growth-stage"}


def join_words(items):
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def make_investors(rng, people, founders):
    firms = list(INVESTOR_FIRMS)   # every firm once, then a second or third partner at some
    while len(firms) < N_INVESTORS:
        open_firms = [f for f in INVESTOR_FIRMS if firms.count(f) < 3]
        weights = [3 if kind == "vc" else 1 for _, kind in open_firms]
        firms.append(rng.choices(open_firms, weights)[0])
    rng.shuffle(firms)
    industries = quota_list(rng, INVESTOR_INDUSTRY_QUOTA)
    # The first investor is a seed-stage Fintech investor in Bengaluru, so that the demo
    # founder (Fintech, Bengaluru, Seed) has a fitting investor in the network.
    first_vc = next(i for i, (_, kind) in enumerate(firms) if kind == "vc")
    firms.insert(0, firms.pop(first_vc))
    industries.remove("Fintech")
    industries.insert(0, "Fintech")
    investors, firm_stage = [], {}   # one investment stage per firm
    for i in range(N_INVESTORS):
        (firm, kind), industry = firms[i], industries[i]
        city = "Bengaluru" if i == 0 else senior_city(rng)
        first, last, _female = people.name("investor", city)
        email = people.emails.make(first, last)
        if firm not in firm_stage:
            stages = VC_STAGES if kind == "vc" else ANGEL_STAGES
            if i == 0:
                stages = [s for s in stages if s[0] == "Seed"]
            firm_stage[firm] = rng.choices(stages, [s[3] for s in stages])[0]
        stage, checks, backs, _w = firm_stage[firm]
        title = "Principal" if i == 0 else rng.choice(VC_TITLES if kind == "vc" else ANGEL_TITLES)

        focus = [industry] + rng.sample(RELATED_INDUSTRIES[industry], rng.randint(1, 2))
        if rng.random() < 0.35:
            focus.append(rng.choice(INVESTMENT_THEMES))
        focus_industries = [f for f in focus if f in INDUSTRIES]

        # Portfolio companies come from the founders in the network: right industry and stage.
        candidates = [f["company"] for f in founders
                      if f["industry"] in focus_industries and f["fundingStage"] in backs]
        if len(candidates) < 8:
            candidates += [f["company"] for f in founders
                           if f["fundingStage"] in backs and f["company"] not in candidates]
        n_portfolio, n_recent = rng.randint(2, 5), rng.randint(1, 3)
        picked = rng.sample(candidates, n_portfolio + n_recent)
        portfolio, recent = picked[:n_portfolio], picked[n_portfolio:]

        skills = rng.sample(INVESTOR_SKILLS, rng.randint(2, 3))
        for skill in rng.sample(INDUSTRY_DOMAIN_SKILLS[industry], 3):
            if skill not in skills and (len(skills) < 3 or len(skills) < 5 and rng.random() < 0.5):
                skills.append(skill)
        interests = ["Fundraising", "Finance"] + rng.sample(
            ["Sales", "Technology", "Marketing", "Product Development", "Operations"],
            rng.randint(0, 2))
        goals = ["Build Network"] + rng.sample(["Strategic Partnerships", "Product Feedback",
                                                "Enter New Markets"], rng.randint(0, 2))

        experience = rng.randint(*INVESTOR_EXPERIENCE.get(title, (8, 24)))
        themes = [THEME_IN_TEXT[f] for f in focus if f in INVESTMENT_THEMES]
        bio = (f"{title} at {firm}, backing {STAGE_IN_TEXT[stage]} founders in "
               f"{join_words(focus_industries)}"
               + (f", with a soft spot for {themes[0]}. " if themes else ". ")
               + rng.choice([text for text, years in INVESTOR_BACKGROUNDS
                             if years <= experience]))
        if len(bio) > 280:
            bio = bio[:bio.index(". ") + 1]

        investors.append({
            "firstName": first,
            "lastName": last,
            "email": email,
            "linkedinUrl": linkedin_url(email),
            "company": firm,
            "title": title,
            "role": "Investor",
            "industry": industry,
            "city": city,
            "bio": bio,
            "skills": ordered(skills, SKILLS),
            "interests": ordered(interests, INTERESTS),
            "goals": ordered(goals, GOALS),
            "experience": experience,
            "fundingStage": None,
            "teamSize": None,
            "plan": "pro",
            "firm": firm,
            "focusAreas": focus,
            "investmentStage": stage,
            "typicalCheckSize": rng.choice(checks),
            "portfolioCompanies": portfolio,
            "recentInvestments": recent,
        })
    return investors


# ---------------------------------------------------------------------------------------------
# Demo accounts: who has already sent the demo founder a Connect
# ---------------------------------------------------------------------------------------------

def match_score(me, other):
    """An estimate of the SPEC section 9 match score, used only to choose good inbound Connects."""
    score = 0.0
    if me["industry"] == other["industry"]:
        score += 30
    mine, theirs = set(me["skills"]), set(other["skills"])
    score += 25 * len(mine & theirs) / min(len(mine), len(theirs))
    gap = abs(me["experience"] - other["experience"])
    score += 15 * (1 if gap <= 1 else 0.7 if gap <= 3 else 0.4 if gap <= 5 else 0.1)
    if me["city"] == other["city"]:
        score += 10
    elif CITY_GROUP_OF[me["city"]] == CITY_GROUP_OF[other["city"]]:
        score += 5
    if other["fundingStage"] is None:
        score += 5
    else:
        apart = abs(STAGES.index(me["fundingStage"]) - STAGES.index(other["fundingStage"]))
        score += 10 * {0: 1, 1: 0.8, 2: 0.5}.get(apart, 0.2)
    if other["teamSize"] is None:
        score += 2.5
    else:
        gap = abs(me["teamSize"] - other["teamSize"])
        score += 5 * (1 if gap <= 2 else 0.6 if gap <= 5 else 0.3)
    for field, weight in (("interests", 3), ("goals", 2)):
        a, b = set(me[field]), set(other[field])
        score += weight * len(a & b) / min(len(a), len(b))
    return round(score)


NEAR_DEMO_CITIES = {"Bengaluru", "Mysuru"}


def pick_inbound(founders, investors):
    me = DEMO_FOUNDER

    def best(people, n):
        ranked = sorted(people, key=lambda p: (-match_score(me, p), p["email"]))
        return ranked[:n]

    close_founders = [f for f in founders
                      if f["industry"] == "Fintech" and f["city"] in NEAR_DEMO_CITIES]
    close_investors = [v for v in investors
                       if v["city"] in NEAR_DEMO_CITIES and "Fintech" in v["focusAreas"]]
    return best(close_founders, 2) + best(close_investors, 1)


def pick_mentor_applications(founders):
    """Founders who want a mentor and work in the demo mentor's areas, with their request."""
    wanted = [f for f in founders if "Find Mentor" in f["goals"]
              and f["industry"] in ("SaaS", "AI/ML", "E-commerce", "Fintech")]
    ranked = sorted(wanted, key=lambda f: (-match_score(DEMO_MENTOR_FACTS, f), f["email"]))
    topics = ["pricing our first paid plan", "hiring our first two sales people",
              "selling to our first customers in the US", "preparing for our seed round"]
    return [{"from": f["email"],
             "message": f"Hi Radhika, I am {'a founder' if f['role'] == 'Founder' else 'the ' + f['role']}"
                        f" of {f['company']} "
                        f"({f['industry']}, {f['fundingStage']}). We would value your help with "
                        f"{topic}: could we talk for 30 minutes every other week?"}
            for f, topic in zip(ranked[:N_DEMO_REQUESTS], topics)]


def pick_investor_pitches(founders):
    """Early founders in the demo investor's focus areas who raise money, with their pitch."""
    wanted = [f for f in founders if "Raise Funding" in f["goals"]
              and f["industry"] in DEMO_INVESTOR["focusAreas"]
              and f["fundingStage"] in ("Idea", "MVP", "Seed")]
    ranked = sorted(wanted, key=lambda f: (-f["teamSize"], f["email"]))
    return [{"from": f["email"],
             "message": f"{f['company']}: {lower_first(f['bio'].split('. ')[0].split(', ', 1)[-1])}. "
                        f"We are a team of {f['teamSize']} at the {f['fundingStage']} stage and "
                        f"raising now; we would love {DEMO_INVESTOR['firm']} on board.",
             "pitchDeckLink": "https://decks.sangam.demo/"
                              + f["email"].split("@")[0].replace(".", "-")}
            for f in ranked[:N_DEMO_REQUESTS]]


DEMO_MENTOR_FACTS = {**DEMO_MENTOR, "experience": 8, "fundingStage": "Seed", "teamSize": 10}


# ---------------------------------------------------------------------------------------------
# Market Insights: editorial figures for the member area's side panel (illustrative, not sourced)
# ---------------------------------------------------------------------------------------------

INSIGHTS = [
    {"id": "insight-01", "label": "Fintech funding, this quarter", "value": "₹4,200 Cr", "change": "+18%"},
    {"id": "insight-02", "label": "AI/ML deals in India", "value": "126", "change": "+24%"},
    {"id": "insight-03", "label": "Median seed round", "value": "₹3.5 Cr", "change": "+6%"},
]


# ---------------------------------------------------------------------------------------------
# Events and stories
# ---------------------------------------------------------------------------------------------

EVENTS_FROM, EVENTS_TO = date(2026, 12, 1), date(2027, 4, 30)


def spread_dates(rng, n):
    """n dates spread over the event season, one in each of n equal slots."""
    span = (EVENTS_TO - EVENTS_FROM).days + 1
    dates = []
    for i in range(n):
        start, end = i * span // n, (i + 1) * span // n - 1
        day = EVENTS_FROM + timedelta(days=rng.randint(start, end))
        if date(2026, 12, 24) <= day <= date(2027, 1, 1):   # nobody comes between the holidays
            day = date(2026, 12, 22) if day.year == 2026 and day.day < 28 else date(2027, 1, 4)
        dates.append(day)
    return sorted(dates)


def make_events(rng, investors):
    specs = list(EVENTS)
    rng.shuffle(specs)
    dates = spread_dates(rng, len(specs))
    sold_out = set(rng.sample(range(len(specs)), 2))
    events = []
    for i, (spec, day) in enumerate(zip(specs, dates)):
        organizer = spec["organizer"]
        if organizer.startswith("@"):
            backers = [v for v in investors if v["industry"] == organizer[1:]]
            organizer = rng.choice(backers)["firm"]
        attendees = spec["max"] if i in sold_out else int(spec["max"] * rng.uniform(0.35, 0.95))
        events.append({
            "id": f"evt-{i + 1:02d}",
            "title": spec["title"],
            "description": spec["description"],
            "date": day.isoformat(),
            "time": spec["time"],
            "location": spec["venue"],
            "type": spec["type"],
            "attendees": attendees,
            "maxAttendees": spec["max"],
            "price": spec["price"],
            "organizer": organizer,
            "image": None,
            "tags": spec["tags"],
        })
    return events


def make_virtual_events(rng, mentors, mentor_meta, investors):
    specs = list(VIRTUAL_EVENTS)
    rng.shuffle(specs)
    specs.sort(key=lambda s: not s["live"])   # the live event is the first date
    dates = spread_dates(rng, len(specs))
    used = set()

    def host(kind, wanted, industry=None):
        """The first unused investor of that industry, or mentor of that function (and
        industry, if given); "female" asks for a woman mentor."""
        if kind == "investor":
            people = [v for v in investors if v["industry"] == wanted]
            fallback = investors
        else:
            people = [m for m, meta in zip(mentors, mentor_meta)
                      if meta["function"] == wanted or wanted == "female" and meta["female"]]
            fallback = mentors
        if industry:
            people = [p for p in people if p["industry"] == industry] + people
        for person in people + fallback:
            name = f"{person['firstName']} {person['lastName']}"
            if name not in used:
                used.add(name)
                return name
        raise ValueError("no host left")

    events = []
    for i, (spec, day) in enumerate(zip(specs, dates)):
        attendees = int(spec["max"] * rng.uniform(0.3, 0.9))
        events.append({
            "id": f"vevt-{i + 1:02d}",
            "title": spec["title"],
            "description": spec["description"],
            "date": day.isoformat(),
            "time": spec["time"],
            "type": spec["type"],
            "attendees": attendees,
            "maxAttendees": spec["max"],
            "host": host(*spec["host"]),
            "isLive": spec["live"],
            "tags": spec["tags"],
        })
    return events


def make_stories():
    stories = []
    for i, s in enumerate(STORIES):
        stories.append({
            "id": f"story-{i + 1:02d}",
            "title": s["title"],
            "founder": s["founder"],
            "company": s["company"],
            "industry": s["industry"],
            "timeline": s["timeline"],
            "funding": s["funding"],
            "description": s["description"],
            "challenges": s["challenges"],
            "solutions": s["solutions"],
            "results": s["results"],
            "metrics": {k: s["metrics"][k] for k in ("revenue", "team", "users", "growth")},
            "image": None,
            "tags": s["tags"],
        })
    return stories


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------

FOUNDER_KEYS = ["firstName", "lastName", "email", "linkedinUrl", "company", "title", "role",
                "industry", "city", "bio", "skills", "interests", "goals", "experience",
                "fundingStage", "teamSize", "plan"]
MENTOR_KEYS = FOUNDER_KEYS + ["expertise", "mentorshipAreas", "hourlyRate", "availability"]
INVESTOR_KEYS = FOUNDER_KEYS + ["firm", "focusAreas", "investmentStage", "typicalCheckSize",
                                "portfolioCompanies", "recentInvestments"]
EVENT_KEYS = ["id", "title", "description", "date", "time", "location", "type", "attendees",
              "maxAttendees", "price", "organizer", "image", "tags"]
VIRTUAL_EVENT_KEYS = ["id", "title", "description", "date", "time", "type", "attendees",
                      "maxAttendees", "host", "isLive", "tags"]
STORY_KEYS = ["id", "title", "founder", "company", "industry", "timeline", "funding",
              "description", "challenges", "solutions", "results", "metrics", "image", "tags"]


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def check_member(p, keys, where):
    check(list(p) == keys, f"{where}: keys {list(p)}")
    name = f"{where} {p['email']}"
    check(p["email"] == p["email"].lower() and p["email"].endswith("@" + EMAIL_DOMAIN),
          f"{name}: e-mail")
    check(p["industry"] in INDUSTRIES, f"{name}: industry {p['industry']}")
    check(p["city"] in CITIES, f"{name}: city {p['city']}")
    check(3 <= len(p["skills"]) <= 6 and set(p["skills"]) <= set(SKILLS)
          and len(set(p["skills"])) == len(p["skills"]), f"{name}: skills {p['skills']}")
    check(1 <= len(p["interests"]) <= 4 and set(p["interests"]) <= set(INTERESTS)
          and len(set(p["interests"])) == len(p["interests"]), f"{name}: interests")
    check(1 <= len(p["goals"]) <= 3 and set(p["goals"]) <= set(GOALS)
          and len(set(p["goals"])) == len(p["goals"]), f"{name}: goals")
    check(isinstance(p["bio"], str) and 0 < len(p["bio"]) <= 280, f"{name}: bio length")
    check(p["plan"] in ("core", "pro"), f"{name}: plan")
    check(p["linkedinUrl"].startswith("https://www.linkedin.com/in/"), f"{name}: linkedinUrl")
    for field in ("firstName", "lastName", "company", "title", "role"):
        check(isinstance(p[field], str) and p[field].strip(), f"{name}: {field}")


def check_founder(f, where):
    check(1 <= f["experience"] <= 20, f"{where}: experience")
    check(f["fundingStage"] in STAGES, f"{where}: fundingStage")
    check(isinstance(f["teamSize"], int) and 1 <= f["teamSize"] <= 120, f"{where}: teamSize")
    check(f["role"] in ROLE_TITLES and f["title"] in ROLE_TITLES[f["role"]], f"{where}: role")


def self_check(founders, mentors, investors, accounts, events, virtual_events, stories):
    check(len(founders) == N_FOUNDERS, "founder count")
    check(len(mentors) == N_MENTORS, "mentor count")
    check(len(investors) == N_INVESTORS, "investor count")
    check(len(events) == N_EVENTS, "event count")
    check(len(virtual_events) == N_VIRTUAL_EVENTS, "virtual event count")
    check(len(stories) == N_STORIES, "story count")

    demo = dict(accounts["founder"])
    check(demo.pop("password") == "sangam-demo-founder", "demo founder password")
    emails = [p["email"] for p in founders + mentors + investors]
    emails += [accounts["administrator"]["email"], demo["email"]]
    mentor, investor = dict(accounts["mentor"]), dict(accounts["investor"])
    check(mentor.pop("password") == "sangam-demo-mentor", "demo mentor password")
    check(investor.pop("password") == "sangam-demo-investor", "demo investor password")
    check_member(mentor, MENTOR_KEYS, "demo mentor")
    check_member(investor, INVESTOR_KEYS, "demo investor")
    emails += [mentor["email"], investor["email"]]
    check(len(emails) == len(set(emails)), "e-mails are not unique")
    founder_emails = {f["email"] for f in founders}
    for key in ("mentorApplications", "investorPitches"):
        sent = accounts[key]
        check(len(sent) == N_DEMO_REQUESTS and len({a["from"] for a in sent}) == len(sent)
              and all(a["from"] in founder_emails and 0 < len(a["message"]) <= 2000 for a in sent),
              f"{key}: {N_DEMO_REQUESTS} from different demo founders")

    for f in founders + [demo]:
        check_member(f, FOUNDER_KEYS, "founder")
        check_founder(f, f"founder {f['email']}")
    for m in mentors:
        check_member(m, MENTOR_KEYS, "mentor")
        check(m["role"] == "Mentor" and m["plan"] == "pro", f"mentor {m['email']}: role/plan")
        check(8 <= m["experience"] <= 30, f"mentor {m['email']}: experience")
        check(m["fundingStage"] is None and m["teamSize"] is None, f"mentor {m['email']}: nulls")
        check(2 <= len(m["expertise"]) <= 4, f"mentor {m['email']}: expertise")
        check(2 <= len(m["mentorshipAreas"]) <= 4, f"mentor {m['email']}: mentorshipAreas")
        check(m["hourlyRate"] == 0 or 2000 <= m["hourlyRate"] <= 15000,
              f"mentor {m['email']}: hourlyRate")
    check(any(m["hourlyRate"] == 0 for m in mentors), "no pro-bono mentor")
    founder_companies = {f["company"] for f in founders}
    for v in investors:
        check_member(v, INVESTOR_KEYS, "investor")
        check(v["role"] == "Investor" and v["plan"] == "pro", f"investor {v['email']}: role")
        check(v["fundingStage"] is None and v["teamSize"] is None, f"investor {v['email']}: nulls")
        check(v["firm"] == v["company"], f"investor {v['email']}: firm")
        check(2 <= len(v["focusAreas"]) <= 4
              and set(v["focusAreas"]) <= set(INDUSTRIES) | set(INVESTMENT_THEMES),
              f"investor {v['email']}: focusAreas")
        check(2 <= len(v["portfolioCompanies"]) <= 5, f"investor {v['email']}: portfolio")
        check(1 <= len(v["recentInvestments"]) <= 3, f"investor {v['email']}: recent")
        check(set(v["portfolioCompanies"] + v["recentInvestments"]) <= founder_companies,
              f"investor {v['email']}: portfolio companies are not in the network")

    # Spread and shares
    check({f["industry"] for f in founders} == set(INDUSTRIES), "an industry has no founder")
    check({f["city"] for f in founders} == set(CITIES), "a city has no founder")
    check({f["fundingStage"] for f in founders} == set(STAGES), "a stage has no founder")
    seekers = sum("Find Co-founder" in f["goals"] for f in founders) / N_FOUNDERS
    check(0.30 <= seekers <= 0.40, f"share looking for a co-founder: {seekers:.2f}")
    pro = sum(f["plan"] == "pro" for f in founders) / N_FOUNDERS
    check(0.25 <= pro <= 0.35, f"share on pro: {pro:.2f}")
    check(len({f["company"] for f in founders}) == N_FOUNDERS, "founder companies not unique")

    # Demo accounts
    check(accounts["administrator"] == ADMINISTRATOR, "administrator account")
    check(demo["firstName"] == "Aarav" and demo["lastName"] == "Mehta"
          and demo["email"] == "founder@" + EMAIL_DOMAIN and demo["company"] == "Kirana Cloud"
          and demo["industry"] == "Fintech" and demo["city"] == "Bengaluru"
          and demo["fundingStage"] == "Seed" and demo["plan"] == "pro"
          and {"Find Co-founder", "Raise Funding"} <= set(demo["goals"]), "demo founder")
    inbound = accounts["inboundConnects"]
    by_email = {p["email"]: p for p in founders + investors}
    check(len(inbound) == 3 and len(set(inbound)) == 3, "three inbound connects")
    kinds = [by_email[e]["role"] == "Investor" for e in inbound]
    check(sorted(kinds) == [False, False, True], "two founders and one investor")
    for e in inbound:
        p = by_email[e]
        check(p["city"] in NEAR_DEMO_CITIES, f"inbound {e}: city")
        check(p["industry"] == "Fintech" or "Fintech" in p.get("focusAreas", []),
              f"inbound {e}: industry")

    # Events
    names = {f"{p['firstName']} {p['lastName']}" for p in mentors + investors}
    for e in events:
        check(list(e) == EVENT_KEYS, f"{e['id']}: keys")
        check(e["type"] in ("networking", "pitch", "workshop", "conference"), f"{e['id']}: type")
        check("2026-12-01" <= e["date"] <= "2027-04-30", f"{e['id']}: date")
        check(e["location"].split(", ")[-1] in CITIES, f"{e['id']}: location")
        check(0 < e["attendees"] <= e["maxAttendees"], f"{e['id']}: attendees")
        check(isinstance(e["price"], int) and e["price"] >= 0, f"{e['id']}: price")
    check([e["id"] for e in events] == [f"evt-{i:02d}" for i in range(1, N_EVENTS + 1)],
          "event ids")
    for e in virtual_events:
        check(list(e) == VIRTUAL_EVENT_KEYS, f"{e['id']}: keys")
        check(e["type"] in ("pitch", "masterclass", "networking", "mentorship"),
              f"{e['id']}: type")
        check("2026-12-01" <= e["date"] <= "2027-04-30", f"{e['id']}: date")
        check(e["host"] in names, f"{e['id']}: host {e['host']} is not a mentor or investor")
        check(0 < e["attendees"] <= e["maxAttendees"], f"{e['id']}: attendees")
    check(sum(e["isLive"] for e in virtual_events) == 1, "exactly one live virtual event")
    for s in stories:
        check(list(s) == STORY_KEYS, f"{s['id']}: keys")
        check(s["industry"] in STORY_INDUSTRIES, f"{s['id']}: industry")
        check(len(s["challenges"]) == len(s["solutions"]) == len(s["results"]) == 3,
              f"{s['id']}: three challenges, solutions and results")
        check(s["founder"] not in names | {f"{f['firstName']} {f['lastName']}" for f in founders},
              f"{s['id']}: story founder shares a member's name")
    check({s["industry"] for s in stories} == set(STORY_INDUSTRIES), "a story filter is empty")


# ---------------------------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------------------------

def write_json(name, data):
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    (OUT_DIR / name).write_bytes(text.encode("utf-8"))


def main():
    rng = random.Random(SEED)
    people = People(rng)
    founders = make_founders(rng, people)
    mentors, mentor_meta = make_mentors(rng, people)
    investors = make_investors(rng, people, founders)
    inbound = pick_inbound(founders, investors)
    accounts = {
        "administrator": dict(ADMINISTRATOR),
        "founder": dict(DEMO_FOUNDER),
        "inboundConnects": [p["email"] for p in inbound],
        "mentor": dict(DEMO_MENTOR),
        "investor": dict(DEMO_INVESTOR),
        "mentorApplications": pick_mentor_applications(founders),
        "investorPitches": pick_investor_pitches(founders),
    }
    events = make_events(rng, investors)
    virtual_events = make_virtual_events(rng, mentors, mentor_meta, investors)
    stories = make_stories()

    self_check(founders, mentors, investors, accounts, events, virtual_events, stories)

    write_json("founders.json", founders)
    write_json("mentors.json", mentors)
    write_json("investors.json", investors)
    write_json("accounts.json", accounts)
    write_json("events.json", events)
    write_json("virtual-events.json", virtual_events)
    write_json("stories.json", stories)
    write_json("insights.json", INSIGHTS)

    print(f"wrote {len(founders)} founders, {len(mentors)} mentors, {len(investors)} investors, "
          f"{len(events)} events, {len(virtual_events)} virtual events, {len(stories)} stories "
          f"to {OUT_DIR}")
    for p in inbound:
        print(f"  inbound Connect: {p['firstName']} {p['lastName']} <{p['email']}> "
              f"({p['role']}, {p['industry']}, {p['city']}), "
              f"estimated match {match_score(DEMO_FOUNDER, p)}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AssertionError as err:
        print(f"self-check failed: {err}", file=sys.stderr)
        sys.exit(1)
